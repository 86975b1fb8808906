import { useEffect, type FormHTMLAttributes } from 'react';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import { SelectField, TextAreaField, TextField } from '../Field';
import * as styles from '../forms/form.css';
import { Honeypot } from '../forms/Honeypot';
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

/** Props of {@link ContactForm}. */
export interface ContactFormProps
  extends Pick<FormHTMLAttributes<HTMLFormElement>, 'id' | 'className' | 'aria-label' | 'aria-labelledby'> {
  /** Sends the message; resolve `{}` on success or `{ error }` to keep the values. */
  onSubmit: SubmitHandler<ContactValues>;
  /** Called after a successful submit (e.g. to open the 'Message Sent!' dialog). */
  onSuccess?: () => void;
  /** Package chosen up front (e.g. from a package card's button); also the value after a reset. */
  defaultPackage?: PackageOption;
}

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
 * @see docs/requirements.md §2 Contact, §4, §5
 */
export function ContactForm({ onSubmit, onSuccess, defaultPackage, className, ...rest }: ContactFormProps) {
  const { field, pending, setValue, formProps } = useFormController<(typeof rules.required)[number], ContactValues>({
    initialValues: { name: '', email: '', subject: '', packageInterest: defaultPackage ?? '', message: '' },
    rules,
    onSubmit,
    onSuccess,
  });
  useEffect(() => {
    if (defaultPackage) setValue('packageInterest', defaultPackage);
  }, [defaultPackage, setValue]);
  return (
    <form {...formProps} className={cx(styles.form, className)} {...rest}>
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
      <Honeypot />
    </form>
  );
}
