import { useSyncExternalStore } from 'react';
import { DIALOG_AWAITING_APP_ATTRIBUTE } from '../Dialog/useNativeDialog';

/** When each modal dialog was last opened (a counter, not a time): the highest is on top. */
const openedAt = new WeakMap<Element, number>();
let openings = 0;

/** The topmost open modal `<dialog>` of the document that React has taken over, or `null`. */
function topModalDialog(): HTMLDialogElement | null {
  let top: HTMLDialogElement | null = null;
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(`dialog:modal:not([${DIALOG_AWAITING_APP_ATTRIBUTE}])`)) {
    // Opened before we watched (e.g. before the app started): ranked by document order.
    if (!top || (openedAt.get(dialog) ?? 0) >= (openedAt.get(top) ?? 0)) top = dialog;
  }
  return top;
}

/**
 * Notifies on every dialog opening or closing (the `open` attribute, which the platform sets) and
 * when React takes a dialog over (its {@link DIALOG_AWAITING_APP_ATTRIBUTE} goes).
 */
function subscribe(notify: () => void): () => void {
  const observer = new MutationObserver((records) => {
    for (const { target, attributeName } of records) {
      if (attributeName === 'open' && target instanceof HTMLDialogElement && target.open) openedAt.set(target, (openings += 1));
    }
    notify();
  });
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['open', DIALOG_AWAITING_APP_ATTRIBUTE],
    subtree: true,
  });
  return () => observer.disconnect();
}

/**
 * The topmost open modal dialog (`dialog:modal`), kept up to date as dialogs open and close,
 * or `null` when none is open (and on the server). While a modal dialog is open everything
 * outside it is inert and hidden from assistive technology, so a live region that must stay
 * visible and announced has to be rendered inside it. A dialog opened before the app started
 * counts once React has taken it over (no {@link DIALOG_AWAITING_APP_ATTRIBUTE}): a region put
 * in it earlier would break its hydration; until then no toast can come from it anyway.
 * @returns the dialog element, or `null`.
 */
export function useTopModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topModalDialog, () => null);
}
