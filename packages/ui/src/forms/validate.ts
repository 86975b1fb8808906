import {
  INVALID_EMAIL_MESSAGE,
  INVALID_EMAIL_TITLE,
  INVALID_LINK_MESSAGE,
  INVALID_LINK_TITLE,
  isHttpUrl,
  isValidEmail,
  MISSING_FIELDS_TITLE,
  REQUIRED_FIELD_TEXT,
  trimAll,
} from './validation';

/** How a form's raw values are checked, in the order of docs/requirements.md §5: missing, email, link. */
export interface FormRules<K extends string> {
  /** Fields that must not be empty after trimming. */
  required: readonly K[];
  /** Description of the 'Missing Fields' toast (without it, an empty email fails as 'Invalid Email'). */
  missingMessage?: string;
  /** The field checked against `EMAIL_PATTERN`. */
  email?: K;
  /** An optional http(s) link: checked only when filled, sent as `null` when empty. */
  link?: K;
}

/** The result of {@link validateForm}. */
export type FormValidation<K extends string> =
  | { ok: true; payload: Record<K, string | null> }
  | { ok: false; title: string; description: string; errors: Partial<Record<K, string>> };

/**
 * Validates raw form values: trims every value, then reports the first failing rule as the
 * rule's toast (`title`/`description`) plus per-field inline error texts; otherwise returns the
 * trimmed payload with an empty optional link as `null`. @see docs/requirements.md §5
 */
export function validateForm<K extends string>(
  raw: Record<K, string>,
  rules: FormRules<K>,
): FormValidation<K> {
  const values = trimAll(raw);
  const missing = rules.required.filter((name) => values[name] === '');
  if (missing.length > 0 && rules.missingMessage) {
    const errors: Partial<Record<K, string>> = {};
    for (const name of missing) errors[name] = REQUIRED_FIELD_TEXT;
    return { ok: false, title: MISSING_FIELDS_TITLE, description: rules.missingMessage, errors };
  }
  if (rules.email && !isValidEmail(values[rules.email])) {
    const errors: Partial<Record<K, string>> = {};
    errors[rules.email] = INVALID_EMAIL_MESSAGE;
    return { ok: false, title: INVALID_EMAIL_TITLE, description: INVALID_EMAIL_MESSAGE, errors };
  }
  if (rules.link && values[rules.link] !== '' && !isHttpUrl(values[rules.link])) {
    const errors: Partial<Record<K, string>> = {};
    errors[rules.link] = INVALID_LINK_MESSAGE;
    return { ok: false, title: INVALID_LINK_TITLE, description: INVALID_LINK_MESSAGE, errors };
  }
  const payload: Record<K, string | null> = { ...values };
  if (rules.link && values[rules.link] === '') payload[rules.link] = null;
  return { ok: true, payload };
}
