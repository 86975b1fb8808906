/**
 * Validation rules and exact messages of the site's forms; the email pattern and the field
 * lengths they check are the product's facts in @agency/domain.
 * @see docs/requirements.md §5, §4
 */
import { EMAIL_PATTERN } from '../facts';

/** Toast title when required fields are empty. @see docs/requirements.md §5 */
export const MISSING_FIELDS_TITLE = 'Missing Fields';
/** Free-sample form: description of the missing-fields toast. @see docs/requirements.md §5 */
export const FREE_SAMPLE_MISSING_MESSAGE = 'Please fill in your name, phone, email, and video title.';
/** Callback form: description of the missing-fields toast. @see docs/requirements.md §5 */
export const CALLBACK_MISSING_MESSAGE = 'Please fill in all fields to book a call.';
/** Contact form: description of the missing-fields toast. @see docs/requirements.md §5 */
export const CONTACT_MISSING_MESSAGE = 'Please fill out all required fields.';
/** Toast title when the email does not match {@link EMAIL_PATTERN}. @see docs/requirements.md §5 */
export const INVALID_EMAIL_TITLE = 'Invalid Email';
/** Toast description when the email does not match {@link EMAIL_PATTERN}. @see docs/requirements.md §5 */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
/** Toast title when an optional channel link is filled but is not an http(s) URL. */
export const INVALID_LINK_TITLE = 'Invalid Link';
/** Toast description when an optional channel link is filled but is not an http(s) URL. */
export const INVALID_LINK_MESSAGE =
  'Please enter a valid channel link starting with http:// or https://.';
/** Inline text under an empty required field (the toast carries the requirements' wording). */
export const REQUIRED_FIELD_TEXT = 'This field is required.';

/** @returns whether `value` (already trimmed) matches {@link EMAIL_PATTERN}. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * @returns whether `value` (already trimmed) parses as an absolute `http:` or `https:` URL with
 * no whitespace inside (the database's check refuses any).
 */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** @returns a copy of `values` with every string trimmed. */
export function trimAll<V extends Record<string, string>>(values: V): V {
  const out = { ...values };
  for (const key of Object.keys(out) as (keyof V)[]) {
    out[key] = (out[key] as string).trim() as V[keyof V];
  }
  return out;
}
