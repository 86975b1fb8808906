export {
  CallbackForm,
  CALLBACK_PENDING_LABEL,
  CALLBACK_SUBMIT_LABEL,
  CALLBACK_TIME_ZONE_HELP,
  CALLBACK_TIME_ZONE_HELP_WITH_VISITOR_TIME,
  type CallbackFormProps,
  type CallbackValues,
} from './CallbackForm';
