import type { FormHTMLAttributes } from 'react';
import { Button } from '../Button';
import { TextField } from '../Field';
import * as styles from '../forms/form.css';
import { useFormController, type SubmitHandler } from '../forms/useFormController';

/** What the newsletter form sends (trimmed). @see spec §3 (Subscribers) */
export interface NewsletterValues {
  email: string;
}

/** Props of {@link NewsletterForm}. */
export interface NewsletterFormProps
  extends Pick<FormHTMLAttributes<HTMLFormElement>, 'id' | 'className' | 'aria-label' | 'aria-labelledby'> {
  /** Subscribes; resolve `{}` on success (the field clears) or `{ error }` to keep the email. */
  onSubmit: SubmitHandler<NewsletterValues>;
  /** Called after a successful subscribe (e.g. to show 'Subscribed!'). */
  onSuccess?: () => void;
  /** Show the "Email address" label above the field instead of hiding it visually. */
  showLabel?: boolean;
}

/** Submit label of the newsletter form. */
export const NEWSLETTER_SUBMIT_LABEL = 'Subscribe';
/** Submit label while the subscription is pending. */
export const NEWSLETTER_PENDING_LABEL = 'Subscribing...';

const initialValues = { email: '' };
const rules = { required: ['email'], email: 'email' } as const;

/**
 * The footer's compact newsletter form: one email field (label "Email address", visually hidden
 * unless `showLabel`) and a 'Subscribe' button on one row from tablet width. An empty or
 * malformed email toasts 'Invalid Email' / 'Please enter a valid email address.'; while pending
 * the button reads 'Subscribing...' and is disabled; on `{ error }` the email is kept, on success
 * the field clears and `onSuccess` runs. Needs `<Toaster />`. @see spec §2 Footer, §5, §8
 */
export function NewsletterForm({ onSubmit, onSuccess, showLabel, className, ...rest }: NewsletterFormProps) {
  const { field, pending, handleSubmit } = useFormController<'email', NewsletterValues>({
    initialValues,
    rules,
    onSubmit,
    onSuccess,
  });
  return (
    <form noValidate onSubmit={handleSubmit} className={[styles.inline, className].filter(Boolean).join(' ')} {...rest}>
      <TextField
        label="Email address"
        hideLabel={!showLabel}
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        {...field('email')}
      />
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? NEWSLETTER_PENDING_LABEL : NEWSLETTER_SUBMIT_LABEL}
      </Button>
    </form>
  );
}
