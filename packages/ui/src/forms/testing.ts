import { within } from 'storybook/test';

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
