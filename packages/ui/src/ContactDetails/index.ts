export { ContactDetails, telHref, type ContactDetailsProps } from './ContactDetails';
