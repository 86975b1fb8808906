import { within } from 'storybook/test';
import { HONEYPOT_FIELD_NAME } from './honeypotField';

/** A promise with its resolver exposed, to hold a form in its pending state in a story. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Queries scoped to the toast region (toasts render in a portal on `document.body`). */
export function toastRegion(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  return within(body.getByRole('region', { name: /Notifications/ }));
}

/**
 * The honeypot input of the form in `canvasElement`, found by its `name`: it has no accessible
 * role by design (aria-hidden), so it is the one element stories look up by attribute.
 * @throws when the form renders no honeypot.
 */
export function honeypotOf(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD_NAME}"]`);
  if (!input) throw new Error(`No honeypot input named "${HONEYPOT_FIELD_NAME}"`);
  return input;
}
