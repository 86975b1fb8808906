import { insertContactQuery } from '@agency/data';
import {
  ContactDetails,
  ContactForm,
  MapEmbed,
  MessageSentDialog,
  PageHeader,
  preloadSelectControl,
  Section,
  type ContactValues,
} from '@agency/ui';
import { useState } from 'react';
import { business } from '../../config/business';
import { leadFormNotes } from '../../config/privacy';
import { submitLeadWith } from '../../lib/submit';
import * as page from '../../components/page.css';
import { organizationJsonLd, pageMeta, Seo } from '../../seo';
import * as styles from './contact.css';
import { WithoutScript } from '../../components/WithoutScript';

// The form is what this page is for, and its package select the one control of it whose code
// (Ark select, ≈ 20 KB brotli) would come later: in the browser that code is requested as this
// module evaluates, before the page hydrates, not once the hydrated island nears the viewport
// (docs/architecture.md "The first view"). If that request fails, the island asks again itself.
if (typeof document !== 'undefined') preloadSelectControl().catch(() => undefined);

/** Stores a contact message with the visit's source; on failure logs it and shows the destructive toast of §8 (form kept). @see docs/requirements.md §5, §7, §8 */
const submitContact = submitLeadWith<ContactValues>(
  (client, { name, email, subject, message, packageInterest }, source) =>
    insertContactQuery(client, { name, email, subject, message, package_interest: packageInterest }, source),
  { title: 'Submission Failed', description: 'Could not send your message. Please try again.', log: 'Contact message failed' },
);

/**
 * `/contact` (no data to load): phone, email and address, a map with a marker in London, and
 * the message form; success opens 'Message Sent!', closed by the visitor.
 * @see docs/requirements.md §2 (Contact), §4, §5, §8
 */
export default function Contact() {
  const [sent, setSent] = useState(false);
  return (
    <>
      <Seo {...pageMeta.contact} jsonLd={[organizationJsonLd()]} />
      <PageHeader eyebrow="Contact" title="Let's talk thumbnails" intro="Tell us about your channel. We reply within one working day." />
      <Section>
        <div className={styles.contactLayout}>
          <div className={page.stack}>
            <ContactDetails phone={business.phone.display} email={business.email} address={business.address} />
            <MapEmbed
              title={`Map showing ${business.brandName} in London`}
              latitude={business.location.latitude}
              longitude={business.location.longitude}
            />
          </div>
          <div className={page.stack}>
            <h2>Send us a message</h2>
            <ContactForm
              onSubmit={submitContact}
              onSuccess={() => setSent(true)}
              privacyNote={leadFormNotes.contact}
              withoutScript={<WithoutScript toDo="send us a message" />}
            />
          </div>
        </div>
      </Section>
      <MessageSentDialog
        open={sent}
        onOpenChange={setSent}
        title="Message Sent!"
        description="Thanks for getting in touch. We will reply within one working day."
      />
    </>
  );
}
