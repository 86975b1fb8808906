export {
  NewsletterForm,
  NEWSLETTER_PENDING_LABEL,
  NEWSLETTER_SUBMIT_LABEL,
  NEWSLETTER_SUCCESS_TOAST,
  type NewsletterFormProps,
  type NewsletterValues,
} from './NewsletterForm';
