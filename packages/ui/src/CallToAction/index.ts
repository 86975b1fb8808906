export { CallToAction, type CallToActionProps } from './CallToAction';
