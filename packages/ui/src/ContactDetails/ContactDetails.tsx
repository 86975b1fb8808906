import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../internal/icons';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import * as styles from './ContactDetails.css';

/** What {@link ContactDetails} itself reads. */
interface ContactDetailsOwnProps {
  /** Phone number as displayed, e.g. "+44 20 7946 0321". */
  phone: string;
  /** Email address, shown as a `mailto:` link. */
  email: string;
  /** Postal address: one string, or its lines. */
  address: string[] | string;
  /** Opening hours, e.g. "Mon–Fri, 9:00–18:00 (UK time)". */
  hours?: string;
  /** Extra class for the `<address>`. */
  className?: string;
}

/** Props of {@link ContactDetails}: its own and every other `<address>` attribute, `ref` included. */
export type ContactDetailsProps = ElementProps<'address', ContactDetailsOwnProps>;

/** `tel:` URI for a displayed number: keeps digits and a leading `+`. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * The agency's contact details in an `<address>`: phone (`tel:` link), email (`mailto:` link),
 * postal address and optional opening hours, each labelled (a description list).
 * Takes `ref` and spreads the rest of its props onto its root `<address>` (packages/ui/README.md,
 * "Composition").
 * @example <ContactDetails phone="+44 20 7946 0321" email="hello@thumbcraft.studio" address={['1 Example St', 'London']} />
 * @see docs/requirements.md §2 Contact (contact details: phone, email, address)
 */
export function ContactDetails({ phone, email, address, hours, className, ...rest }: ContactDetailsProps) {
  const lines = Array.isArray(address) ? address : [address];
  const row = (icon: ReactNode, term: string, value: ReactNode) => (
    <div className={styles.item}>
      <dt className={styles.term}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        {term}
      </dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
  return (
    <address {...rest} className={cx(styles.root, className)}>
      <dl className={styles.list}>
        {row(
          <PhoneIcon />,
          'Phone',
          <a className={styles.link} href={telHref(phone)}>
            {phone}
          </a>,
        )}
        {row(
          <MailIcon />,
          'Email',
          <a className={styles.link} href={`mailto:${email}`}>
            {email}
          </a>,
        )}
        {row(
          <PinIcon />,
          'Address',
          lines.map((line) => (
            <span key={line} className={styles.line}>
              {line}
            </span>
          )),
        )}
        {hours ? row(<ClockIcon />, 'Hours', hours) : null}
      </dl>
    </address>
  );
}
