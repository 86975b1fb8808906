import { useMemo, useSyncExternalStore, type FormHTMLAttributes } from 'react';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import { SelectField, TextField } from '../Field';
import * as styles from '../forms/form.css';
import { Honeypot } from '../forms/Honeypot';
import { dateOptions, TIME_SLOTS, toLocalIsoDate } from '../forms/options';
import { useFormController, type SubmitHandler } from '../forms/useFormController';
import { FIELD_MAX_LENGTH } from '../facts';
import { CALLBACK_MISSING_MESSAGE } from '../forms/validation';

/**
 * What the callback form sends (trimmed): `preferred_date` as local `YYYY-MM-DD`,
 * `preferred_time_slot` like `'07:00-08:00'`, an empty channel link as `null`. @see docs/requirements.md §3
 */
export interface CallbackValues {
  /** Required. */
  name: string;
  /** Required; entered in a `tel` field. */
  phone: string;
  /** Required: today or one of the next 6 days as local `YYYY-MM-DD` (docs/requirements.md §5). */
  preferred_date: string;
  /** Required: one of the 16 hourly slots, `'07:00-08:00'` to `'22:00-23:00'` (docs/requirements.md §5). */
  preferred_time_slot: string;
  /** Optional URL of the visitor's channel; empty → `null`. */
  channel_link: string | null;
}

/** Props of {@link CallbackForm}. */
export interface CallbackFormProps
  extends Pick<FormHTMLAttributes<HTMLFormElement>, 'id' | 'className' | 'aria-label' | 'aria-labelledby'> {
  /** Books the call; resolve `{}` on success or `{ error }` to keep the values. */
  onSubmit: SubmitHandler<CallbackValues>;
  /** Called after a successful submit (e.g. to close the dialog). */
  onSuccess?: () => void;
  /**
   * First offered date (default: the browser's today; a form prerendered on a server offers no
   * dates until it hydrates, since the build ran on another day); fix it in tests.
   */
  today?: Date;
}

const neverChanges = () => () => {};
/** The browser's local date as `YYYY-MM-DD` (a string, so React sees the same value all day). */
const localToday = () => toLocalIsoDate(new Date());
const fromLocalIsoDate = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
};

/** Submit label of the callback form. @see docs/requirements.md §4 */
export const CALLBACK_SUBMIT_LABEL = 'Book My Call';
/** Submit label while the callback booking is pending. @see docs/requirements.md §4 */
export const CALLBACK_PENDING_LABEL = 'Booking...';

const initialValues = { name: '', phone: '', preferred_date: '', preferred_time_slot: '', channel_link: '' };
const rules = {
  required: ['name', 'phone', 'preferred_date', 'preferred_time_slot'],
  missingMessage: CALLBACK_MISSING_MESSAGE,
  link: 'channel_link',
} as const;

/**
 * The "book a free call back" form: name, phone (tel), preferred date (today + 6 days, 7
 * choices), preferred time slot (16 hourly slots 07:00–23:00), all required, and an optional
 * channel link (http(s) URL). The two selects are Ark `Select`s (see `SelectField` for typeahead
 * timing). Validation toasts 'Missing Fields' / 'Please fill in all fields to book a call.' or
 * 'Invalid Link'; while pending the button reads 'Booking...' and is disabled; on `{ error }`
 * values are kept, on success the form resets and `onSuccess` runs. A hidden {@link Honeypot}
 * drops bot submissions as a silent success (see `useFormController`). Needs `<Toaster />`.
 * @see docs/requirements.md §4, §5, §9
 */
export function CallbackForm({ onSubmit, onSuccess, today, className, ...rest }: CallbackFormProps) {
  // The visitor's today, read in the browser only: a prerendered form was built on another day,
  // so it has no dates until the app runs (React hydrates it as built, then fills them in).
  const browserDay = useSyncExternalStore(neverChanges, localToday, () => null);
  const day = today ? toLocalIsoDate(today) : browserDay;
  const dates = useMemo(() => (day ? dateOptions(fromLocalIsoDate(day)) : []), [day]);
  const { field, pending, formProps } = useFormController<keyof typeof initialValues, CallbackValues>({
    initialValues,
    rules,
    onSubmit,
    onSuccess,
  });
  return (
    <form {...formProps} className={cx(styles.form, className)} {...rest}>
      <TextField label="Your name" required autoComplete="name" maxLength={FIELD_MAX_LENGTH.name} {...field('name')} />
      <TextField label="Phone number" type="tel" required autoComplete="tel" inputMode="tel" maxLength={FIELD_MAX_LENGTH.phone} {...field('phone')} />
      <div className={styles.pair}>
        <SelectField label="Preferred date" required items={dates} placeholder="Choose a date" {...field('preferred_date')} />
        <SelectField
          label="Preferred time slot"
          required
          items={TIME_SLOTS}
          placeholder="Choose a time"
          {...field('preferred_time_slot')}
        />
      </div>
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
          {pending ? CALLBACK_PENDING_LABEL : CALLBACK_SUBMIT_LABEL}
        </Button>
      </div>
      <Honeypot />
    </form>
  );
}
