import { mergeProps } from '@ark-ui/react/utils';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { SelectField, TextField } from '../Field';
import * as styles from '../forms/form.css';
import { FormNote } from '../forms/FormNote';
import { Honeypot } from '../forms/Honeypot';
import { WithoutScriptNote } from '../forms/WithoutScriptNote';
import { SCRIPT_FORM } from '../internal/scripting';
import { dateOptions, TIME_SLOTS, toLocalIsoDate } from '../forms/options';
import { browserTimeZone, timeSlotOptions } from '../forms/visitorTime';
import { useFormController, type SubmitHandler } from '../forms/useFormController';
import { FIELD_MAX_LENGTH } from '../facts';
import { CALLBACK_MISSING_MESSAGE } from '../forms/validation';

/**
 * What the callback form sends (trimmed): `preferred_date` as local `YYYY-MM-DD`,
 * `preferred_time_slot` like `'07:00-08:00'` (UK time), an empty channel link as `null`, and the
 * visitor's time zone. @see docs/requirements.md §3, §5
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
  /**
   * The visitor's IANA time zone (`'America/New_York'`), in which the form showed them each
   * slot: the `timeZone` prop, else the browser's; `null` where there is none the database takes.
   */
  visitor_time_zone: string | null;
}

/** The slots' zone, said under the time select (also in the prerendered HTML, so with JavaScript off). */
export const CALLBACK_TIME_ZONE_HELP = 'Times are UK time (London).';
/** The same, once each slot also shows the visitor's own time. */
export const CALLBACK_TIME_ZONE_HELP_WITH_VISITOR_TIME = 'Times are UK time (London), with yours in brackets.';

/** What {@link CallbackForm} itself reads. */
interface CallbackFormOwnProps {
  /** Books the call; resolve `{}` on success or `{ error }` to keep the values. */
  onSubmit: SubmitHandler<CallbackValues>;
  /** Called after a successful submit (e.g. to close the dialog). */
  onSuccess?: () => void;
  /**
   * First offered date (default: the browser's today; a form prerendered on a server offers no
   * dates until it hydrates, since the build ran on another day); fix it in tests.
   */
  today?: Date;
  /**
   * The visitor's IANA time zone (default: the browser's, read when the visitor first focuses or
   * presses inside the form, so no Intl work delays the first render); fix it in stories and
   * tests, `null` for none. Where it reads the slots otherwise than London, each slot also
   * shows the visitor's own time on the chosen date (`timeSlotOptions`).
   */
  timeZone?: string | null;
  /** One short line under the submit button: what is kept of the request and why (UK GDPR Article 13). */
  privacyNote?: ReactNode;
  /**
   * What the form says in place of its fields when the browser runs no script (JavaScript off),
   * such as how to reach the agency instead. Default `WITHOUT_SCRIPT_NOTE` (docs/accessibility.md,
   * "Without JavaScript").
   */
  withoutScript?: ReactNode;
}

/** Props of {@link CallbackForm}: its own and every other `<form>` attribute, `ref` included. */
export type CallbackFormProps = ElementProps<'form', CallbackFormOwnProps>;

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
/** What the form's fields give, before the time zone is added. */
type FieldValues = Omit<CallbackValues, 'visitor_time_zone'>;
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
 *
 * The slots are UK time, and the time select says so ({@link CALLBACK_TIME_ZONE_HELP}, in the
 * prerendered HTML too). Once the visitor uses the form, a visitor whose clock reads the slots
 * otherwise (`timeZone`) also sees each one in their own time, for the chosen date (else the
 * first offered), with the date shift where there is one: `'09:00 - 10:00 (04:00 - 05:00 your
 * time)'`. The submit carries that zone as `visitor_time_zone`.
 *
 * Takes `ref` and spreads the rest of its props onto its root `<form>` (packages/ui/README.md,
 * "Composition"); a consumer's `onFocus` and `onPointerDown` run after its own.
 * @see docs/requirements.md §4, §5, §9
 */
export function CallbackForm({ onSubmit, onSuccess, today, timeZone, privacyNote, withoutScript, className, ref, ...rest }: CallbackFormProps) {
  // The visitor's today, read in the browser only: a prerendered form was built on another day,
  // so it has no dates until the app runs (React hydrates it as built, then fills them in).
  const browserDay = useSyncExternalStore(neverChanges, localToday, () => null);
  const day = today ? toLocalIsoDate(today) : browserDay;
  const dates = useMemo(() => (day ? dateOptions(fromLocalIsoDate(day)) : []), [day]);
  // The browser's zone is read when the form is first used (focus or press inside it).
  const [browserZone, setBrowserZone] = useState<string | null | undefined>(undefined);
  const zone = timeZone !== undefined ? timeZone : browserZone;
  const noticeUse = () => {
    if (timeZone === undefined && browserZone === undefined) setBrowserZone(browserTimeZone());
  };
  const send = (values: FieldValues) =>
    onSubmit({ ...values, visitor_time_zone: zone !== undefined ? zone : browserTimeZone() });
  const { values, field, pending, formProps } = useFormController<keyof typeof initialValues, FieldValues>({
    initialValues,
    rules,
    onSubmit: send,
    onSuccess,
    ref,
  });
  const slotDate = values.preferred_date || day;
  const slots = useMemo(() => (zone && slotDate ? timeSlotOptions(slotDate, zone) : TIME_SLOTS), [zone, slotDate]);
  return (
    <form {...mergeProps(rest, { onFocus: noticeUse, onPointerDown: noticeUse })} {...formProps} {...SCRIPT_FORM} className={cx(styles.form, className)}>
      <WithoutScriptNote>{withoutScript}</WithoutScriptNote>
      <TextField label="Your name" required autoComplete="name" maxLength={FIELD_MAX_LENGTH.name} {...field('name')} />
      <TextField label="Phone number" type="tel" required autoComplete="tel" inputMode="tel" maxLength={FIELD_MAX_LENGTH.phone} {...field('phone')} />
      <SelectField label="Preferred date" required items={dates} placeholder="Choose a date" {...field('preferred_date')} />
      <SelectField
        label="Preferred time slot"
        required
        items={slots}
        placeholder="Choose a time"
        helperText={slots === TIME_SLOTS ? CALLBACK_TIME_ZONE_HELP : CALLBACK_TIME_ZONE_HELP_WITH_VISITOR_TIME}
        {...field('preferred_time_slot')}
      />
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
      <FormNote>{privacyNote}</FormNote>
      <Honeypot />
    </form>
  );
}
