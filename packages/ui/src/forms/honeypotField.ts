/**
 * The honeypot of the public forms: a text field humans never see or reach, that bots which
 * fill every input fill too. A submission with it filled is silently dropped.
 * @see docs/requirements.md §5 (the honeypot on the public forms)
 */

/**
 * The `name` of the honeypot input: a plausible bait that none of the forms' real fields uses
 * (they are `name`, `phone`, `email`, `video_title`, `channel_link`, `preferred_date`,
 * `preferred_time_slot`, `subject`, `message`, `packageInterest`).
 */
export const HONEYPOT_FIELD_NAME = 'website';

/** The honeypot input of `form`, or `null` when the form renders no {@link Honeypot}. */
function honeypotInput(form: HTMLFormElement): HTMLInputElement | null {
  const control = form.elements.namedItem(HONEYPOT_FIELD_NAME);
  return control instanceof HTMLInputElement ? control : null;
}

/**
 * Whether `form`'s honeypot holds anything (read from the DOM, so a bot that sets `value`
 * without firing input events is caught too).
 * @returns `false` when the honeypot is empty or the form has none.
 */
export function isHoneypotFilled(form: HTMLFormElement): boolean {
  return (honeypotInput(form)?.value ?? '') !== '';
}

/** Empties `form`'s honeypot (part of the reset after a success, dropped or not). */
export function clearHoneypot(form: HTMLFormElement): void {
  const input = honeypotInput(form);
  if (input) input.value = '';
}
