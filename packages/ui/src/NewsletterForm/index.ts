export {
  NewsletterForm,
  NEWSLETTER_PENDING_LABEL,
  NEWSLETTER_SUBMIT_LABEL,
  type NewsletterFormProps,
  type NewsletterValues,
} from './NewsletterForm';
