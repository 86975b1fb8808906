export { ErrorText, type ErrorTextProps } from './ErrorText';
