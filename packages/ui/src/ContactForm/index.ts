export {
  ContactForm,
  CONTACT_PENDING_LABEL,
  CONTACT_SUBMIT_LABEL,
  type ContactFormProps,
  type ContactValues,
} from './ContactForm';
