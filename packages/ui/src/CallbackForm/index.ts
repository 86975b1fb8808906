export {
  CallbackForm,
  CALLBACK_PENDING_LABEL,
  CALLBACK_SUBMIT_LABEL,
  type CallbackFormProps,
  type CallbackValues,
} from './CallbackForm';
