import type { ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { TextField } from '../Field';
import * as styles from '../forms/form.css';
import { FormNote } from '../forms/FormNote';
import { Honeypot } from '../forms/Honeypot';
import { WithoutScriptNote } from '../forms/WithoutScriptNote';
import { SCRIPT_FORM } from '../internal/scripting';
import { useFormController, type SubmitHandler } from '../forms/useFormController';
import { FIELD_MAX_LENGTH } from '../facts';
import { FREE_SAMPLE_MISSING_MESSAGE } from '../forms/validation';

/** What the free-sample form sends (trimmed; an empty channel link is `null`). @see docs/requirements.md §3 */
export interface FreeSampleValues {
  /** Required. */
  name: string;
  /** Required; entered in a `tel` field. */
  phone: string;
  /** Required, a valid email address (docs/requirements.md §5). */
  email: string;
  /** Required: the title of the video the sample is for. */
  video_title: string;
  /** Optional URL of the visitor's channel; empty → `null`. */
  channel_link: string | null;
}

/** What {@link FreeSampleForm} itself reads. */
interface FreeSampleFormOwnProps {
  /** Sends the request; resolve `{}` on success or `{ error }` to keep the values. */
  onSubmit: SubmitHandler<FreeSampleValues>;
  /** Called after a successful submit (e.g. to close the modal). */
  onSuccess?: () => void;
  /** One short line under the submit button: what is kept of the request and why (UK GDPR Article 13). */
  privacyNote?: ReactNode;
  /**
   * What the form says in place of its fields when the browser runs no script (JavaScript off),
   * such as how to reach the agency instead. Default `WITHOUT_SCRIPT_NOTE` (docs/accessibility.md,
   * "Without JavaScript").
   */
  withoutScript?: ReactNode;
}

/** Props of {@link FreeSampleForm}: its own and every other `<form>` attribute, `ref` included. */
export type FreeSampleFormProps = ElementProps<'form', FreeSampleFormOwnProps>;

/** Submit label of the free-sample form. @see docs/requirements.md §4 */
export const FREE_SAMPLE_SUBMIT_LABEL = 'Claim My Free Thumbnail';
/** Submit label while the free-sample request is pending. @see docs/requirements.md §4 */
export const FREE_SAMPLE_PENDING_LABEL = 'Submitting...';

const initialValues = { name: '', phone: '', email: '', video_title: '', channel_link: '' };
const rules = {
  required: ['name', 'phone', 'email', 'video_title'],
  missingMessage: FREE_SAMPLE_MISSING_MESSAGE,
  email: 'email',
  link: 'channel_link',
} as const;

/**
 * The "claim a free sample thumbnail" form: name, phone (tel), email, video title (required)
 * and channel link (optional, http(s) URL). Validates on submit with the required toasts
 * ('Missing Fields', 'Invalid Email', 'Invalid Link'); while `onSubmit` is pending the button
 * reads 'Submitting...' and is disabled; on `{ error }` values are kept (the caller shows the
 * failure toast), on success the form resets and `onSuccess` runs. A hidden {@link Honeypot}
 * drops bot submissions as a silent success (see `useFormController`). Needs `<Toaster />`.
 * Takes `ref` and spreads the rest of its props onto its root `<form>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §4, §5, §8
 */
export function FreeSampleForm({ onSubmit, onSuccess, privacyNote, withoutScript, className, ref, ...rest }: FreeSampleFormProps) {
  const { field, pending, formProps } = useFormController<keyof typeof initialValues, FreeSampleValues>({
    initialValues,
    rules,
    onSubmit,
    onSuccess,
    ref,
  });
  return (
    <form {...rest} {...formProps} {...SCRIPT_FORM} className={cx(styles.form, className)}>
      <WithoutScriptNote>{withoutScript}</WithoutScriptNote>
      <TextField label="Your name" required autoComplete="name" maxLength={FIELD_MAX_LENGTH.name} {...field('name')} />
      <div className={styles.pair}>
        <TextField label="Phone number" type="tel" required autoComplete="tel" inputMode="tel" maxLength={FIELD_MAX_LENGTH.phone} {...field('phone')} />
        <TextField label="Email address" type="email" required autoComplete="email" maxLength={FIELD_MAX_LENGTH.email} {...field('email')} />
      </div>
      <TextField label="Video title" required maxLength={FIELD_MAX_LENGTH.video_title} {...field('video_title')} />
      <TextField
        label="Channel link"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://youtube.com/@yourchannel"
        helperText="Optional. Starts with http:// or https://"
        maxLength={FIELD_MAX_LENGTH.channel_link}
        {...field('channel_link')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth disabled={pending} aria-busy={pending || undefined}>
          {pending ? FREE_SAMPLE_PENDING_LABEL : FREE_SAMPLE_SUBMIT_LABEL}
        </Button>
      </div>
      <FormNote>{privacyNote}</FormNote>
      <Honeypot />
    </form>
  );
}
