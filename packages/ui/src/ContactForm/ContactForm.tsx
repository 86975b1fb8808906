import { useEffect, type ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { SelectField, TextAreaField, TextField } from '../Field';
import * as styles from '../forms/form.css';
import { FormNote } from '../forms/FormNote';
import { Honeypot } from '../forms/Honeypot';
import { WithoutScriptNote } from '../forms/WithoutScriptNote';
import { SCRIPT_FORM } from '../internal/scripting';
import { useFormController, type SubmitHandler } from '../forms/useFormController';
import { FIELD_MAX_LENGTH, PACKAGE_OPTIONS, type PackageOption } from '../facts';
import { CONTACT_MISSING_MESSAGE } from '../forms/validation';

/** What the contact form sends (trimmed). @see docs/requirements.md §3 (ContactQueries) */
export interface ContactValues {
  /** Required. */
  name: string;
  /** Required, a valid email address (docs/requirements.md §5). */
  email: string;
  /** Required. */
  subject: string;
  /** Required. */
  message: string;
  /** Required: one of {@link PACKAGE_OPTIONS} (docs/requirements.md §5). */
  packageInterest: PackageOption;
}

/** What {@link ContactForm} itself reads. */
interface ContactFormOwnProps {
  /** Sends the message; resolve `{}` on success or `{ error }` to keep the values. */
  onSubmit: SubmitHandler<ContactValues>;
  /** Called after a successful submit (e.g. to open the 'Message Sent!' dialog). */
  onSuccess?: () => void;
  /** One short line under the submit button: what is kept of the request and why (UK GDPR Article 13). */
  privacyNote?: ReactNode;
  /** Package chosen up front (e.g. from a package card's button); also the value after a reset. */
  defaultPackage?: PackageOption;
  /**
   * What the form says in place of its fields when the browser runs no script (JavaScript off),
   * such as how to reach the agency instead. Default `WITHOUT_SCRIPT_NOTE` (docs/accessibility.md,
   * "Without JavaScript").
   */
  withoutScript?: ReactNode;
}

/** Props of {@link ContactForm}: its own and every other `<form>` attribute, `ref` included. */
export type ContactFormProps = ElementProps<'form', ContactFormOwnProps>;

/** Submit label of the contact form. @see docs/requirements.md §4 */
export const CONTACT_SUBMIT_LABEL = 'Send Message';
/** Submit label while the contact message is pending. @see docs/requirements.md §4 */
export const CONTACT_PENDING_LABEL = 'Sending...';

const rules = {
  required: ['name', 'email', 'subject', 'packageInterest', 'message'],
  missingMessage: CONTACT_MISSING_MESSAGE,
  email: 'email',
} as const;

/**
 * The contact page's message form: name, email, subject, package interest (Starter Spark, Pro
 * Engage, Ultimate Growth, Need Custom Package) and message, all required. Validation toasts
 * 'Missing Fields' / 'Please fill out all required fields.' or 'Invalid Email'; while pending
 * the button reads 'Sending...' and is disabled; on `{ error }` values are kept, on success the
 * form resets (to `defaultPackage`) and `onSuccess` runs. A hidden {@link Honeypot} drops bot
 * submissions as a silent success (see `useFormController`). Needs `<Toaster />`.
 * Takes `ref` and spreads the rest of its props onto its root `<form>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 Contact, §4, §5
 */
export function ContactForm({ onSubmit, onSuccess, privacyNote, defaultPackage, withoutScript, className, ref, ...rest }: ContactFormProps) {
  const { field, pending, setValue, formProps } = useFormController<(typeof rules.required)[number], ContactValues>({
    initialValues: { name: '', email: '', subject: '', packageInterest: defaultPackage ?? '', message: '' },
    rules,
    onSubmit,
    onSuccess,
    ref,
  });
  useEffect(() => {
    if (defaultPackage) setValue('packageInterest', defaultPackage);
  }, [defaultPackage, setValue]);
  return (
    <form {...rest} {...formProps} {...SCRIPT_FORM} className={cx(styles.form, className)}>
      <WithoutScriptNote>{withoutScript}</WithoutScriptNote>
      <div className={styles.pair}>
        <TextField label="Your name" required autoComplete="name" maxLength={FIELD_MAX_LENGTH.name} {...field('name')} />
        <TextField label="Email address" type="email" required autoComplete="email" maxLength={FIELD_MAX_LENGTH.email} {...field('email')} />
      </div>
      <TextField label="Subject" required maxLength={FIELD_MAX_LENGTH.subject} {...field('subject')} />
      <SelectField
        label="Package interest"
        required
        items={PACKAGE_OPTIONS}
        placeholder="Choose a package"
        {...field('packageInterest')}
      />
      <TextAreaField label="Message" required rows={6} maxLength={FIELD_MAX_LENGTH.message} {...field('message')} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth disabled={pending} aria-busy={pending || undefined}>
          {pending ? CONTACT_PENDING_LABEL : CONTACT_SUBMIT_LABEL}
        </Button>
      </div>
      <FormNote>{privacyNote}</FormNote>
      <Honeypot />
    </form>
  );
}
