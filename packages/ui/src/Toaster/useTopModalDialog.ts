import { useSyncExternalStore } from 'react';

/** When each modal dialog was last opened (a counter, not a time): the highest is on top. */
const openedAt = new WeakMap<Element, number>();
let openings = 0;

/** The topmost open modal `<dialog>` of the document, or `null`. */
function topModalDialog(): HTMLDialogElement | null {
  let top: HTMLDialogElement | null = null;
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog:modal')) {
    // Opened before we watched (e.g. before the app started): ranked by document order.
    if (!top || (openedAt.get(dialog) ?? 0) >= (openedAt.get(top) ?? 0)) top = dialog;
  }
  return top;
}

/** Notifies on every dialog opening or closing (the `open` attribute, which the platform sets). */
function subscribe(notify: () => void): () => void {
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (target instanceof HTMLDialogElement && target.open) openedAt.set(target, (openings += 1));
    }
    notify();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['open'], subtree: true });
  return () => observer.disconnect();
}

/**
 * The topmost open modal dialog (`dialog:modal`), kept up to date as dialogs open and close,
 * or `null` when none is open (and on the server). While a modal dialog is open everything
 * outside it is inert and hidden from assistive technology, so a live region that must stay
 * visible and announced has to be rendered inside it.
 * @returns the dialog element, or `null`.
 */
export function useTopModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topModalDialog, () => null);
}
