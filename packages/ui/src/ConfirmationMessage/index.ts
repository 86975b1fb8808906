export { ConfirmationMessage, type ConfirmationMessageProps } from './ConfirmationMessage';
