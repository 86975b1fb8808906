import { ContactDetails, ContactForm, MapEmbed, MessageSentDialog, PageHeader, Section } from '@agency/ui';
import { useState } from 'react';
import { business } from '../config/business';
import { submitContact } from '../features/leads/submit';
import * as styles from './pages.css';
import { organizationJsonLd, pageMeta, Seo } from '../seo';

/**
 * Contact (`/contact`): phone, email and address, a map with a marker in London, and the
 * message form; success opens 'Message Sent!', closed by the visitor.
 * @see spec §2 (Contact), §4, §5, §8
 */
export function ContactPage() {
  const [sent, setSent] = useState(false);
  return (
    <>
      <Seo {...pageMeta.contact} jsonLd={[organizationJsonLd()]} />
      <PageHeader eyebrow="Contact" title="Let's talk thumbnails" intro="Tell us about your channel. We reply within one working day." />
      <Section>
        <div className={styles.contactLayout}>
          <div className={styles.stack}>
            <ContactDetails phone={business.phone.display} email={business.email} address={business.address} />
            <MapEmbed
              title={`Map showing ${business.brandName} in London`}
              latitude={business.location.latitude}
              longitude={business.location.longitude}
            />
          </div>
          <div className={styles.stack}>
            <h2>Send us a message</h2>
            <ContactForm onSubmit={submitContact} onSuccess={() => setSent(true)} />
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
