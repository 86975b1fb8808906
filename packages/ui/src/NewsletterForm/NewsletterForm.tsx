import type { ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { TextField } from '../Field';
import * as styles from '../forms/form.css';
import { Honeypot } from '../forms/Honeypot';
import { WithoutScriptNote } from '../forms/WithoutScriptNote';
import { SCRIPT_FORM } from '../internal/scripting';
import { useFormController, type SubmitHandler } from '../forms/useFormController';
import { FIELD_MAX_LENGTH } from '../facts';
import { showToast, type ShowToastOptions } from '../Toaster/toastStore';

/** What the newsletter form sends (trimmed). @see docs/requirements.md §3 (Subscribers) */
export interface NewsletterValues {
  /** Required, a valid email address (docs/requirements.md §5). */
  email: string;
}

/** What {@link NewsletterForm} itself reads. */
interface NewsletterFormOwnProps {
  /**
   * Subscribes; resolve `{}` on success (the field clears and {@link NewsletterFormProps.successToast}
   * shows) or `{ error }` to keep the email (the caller shows the failure toast).
   */
  onSubmit: SubmitHandler<NewsletterValues>;
  /** Called after a successful subscribe, once the field has cleared and the toast shows. */
  onSuccess?: () => void;
  /**
   * Toast shown after every successful subscribe (and after a dropped bot submission, which
   * never reaches `onSubmit`). Default {@link NEWSLETTER_SUCCESS_TOAST}; `null` shows none.
   */
  successToast?: ShowToastOptions | null;
  /**
   * Show the "Email address" label above the field. Default `true`: a placeholder is no label
   * (WCAG 2.2 3.3.2, docs/accessibility.md). `false` hides it visually, only where other visible
   * text next to the field already says what to type.
   */
  showLabel?: boolean;
  /**
   * What the form says in place of its fields when the browser runs no script (JavaScript off),
   * such as how to reach the agency instead. Default `WITHOUT_SCRIPT_NOTE` (docs/accessibility.md,
   * "Without JavaScript").
   */
  withoutScript?: ReactNode;
}

/** Props of {@link NewsletterForm}: its own and every other `<form>` attribute, `ref` included. */
export type NewsletterFormProps = ElementProps<'form', NewsletterFormOwnProps>;

/** Submit label of the newsletter form. */
export const NEWSLETTER_SUBMIT_LABEL = 'Subscribe';
/** Submit label while the subscription is pending. */
export const NEWSLETTER_PENDING_LABEL = 'Subscribing...';
/** The success toast, word for word: 'Subscribed!' / 'Thanks for subscribing to our newsletter!'. @see docs/requirements.md §8 */
export const NEWSLETTER_SUCCESS_TOAST: ShowToastOptions = {
  title: 'Subscribed!',
  description: 'Thanks for subscribing to our newsletter!',
  variant: 'success',
};

const initialValues = { email: '' };
const rules = { required: ['email'], email: 'email' } as const;

/**
 * The footer's compact newsletter form: one email field (label "Email address", shown above it
 * unless `showLabel` is `false`) and a 'Subscribe' button on one row from tablet width. An empty or
 * malformed email toasts 'Invalid Email' / 'Please enter a valid email address.'; while pending
 * the button reads 'Subscribing...' and is disabled; on `{ error }` the email is kept, on success
 * the field clears, 'Subscribed!' / 'Thanks for subscribing to our newsletter!' shows (see
 * `successToast`) and `onSuccess` runs. A hidden {@link Honeypot} drops bot submissions as a
 * silent success (see `useFormController`). Needs `<Toaster />`.
 * Takes `ref` and spreads the rest of its props onto its root `<form>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 Footer, §5, §8
 */
export function NewsletterForm({
  onSubmit,
  onSuccess,
  successToast = NEWSLETTER_SUCCESS_TOAST,
  showLabel = true,
  withoutScript,
  className,
  ref,
  ...rest
}: NewsletterFormProps) {
  const { field, pending, formProps } = useFormController<'email', NewsletterValues>({
    initialValues,
    rules,
    onSubmit,
    onSuccess: () => {
      if (successToast) showToast(successToast);
      onSuccess?.();
    },
    ref,
  });
  return (
    <form {...rest} {...formProps} {...SCRIPT_FORM} className={cx(styles.inline, className)}>
      <WithoutScriptNote>{withoutScript}</WithoutScriptNote>
      <TextField
        label="Email address"
        hideLabel={!showLabel}
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={FIELD_MAX_LENGTH.email}
        {...field('email')}
      />
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? NEWSLETTER_PENDING_LABEL : NEWSLETTER_SUBMIT_LABEL}
      </Button>
      <Honeypot />
    </form>
  );
}
