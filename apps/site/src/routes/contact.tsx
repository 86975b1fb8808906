import { ContactPage } from '../pages/ContactPage';

/** `/contact`: details, map and the contact form (no data to load). @see spec §2 */
export default function Route() {
  return <ContactPage />;
}
