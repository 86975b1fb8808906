import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';

/**
 * On a `<dialog>` that React has not taken over yet: prerendered and not yet hydrated (its code
 * may arrive after the page's), or mounted and its effects not run yet. Nothing but React may add
 * children to it until the attribute is gone: a node added inside a part still to be hydrated
 * makes React's hydration fail there and render it afresh, closing a dialog the visitor had
 * opened (the `Toaster` waits for it before rendering its region inside the dialog).
 */
export const DIALOG_AWAITING_APP_ATTRIBUTE = 'data-awaiting-app';

/** What {@link useNativeDialog} returns. */
export interface NativeDialogState {
  /** Attach to the `<dialog>`. */
  ref: RefObject<HTMLDialogElement | null>;
  /** True once the dialog has been open at least once (for `lazyMount`). */
  hasOpened: boolean;
  /** False until the hook's effects have run: render {@link DIALOG_AWAITING_APP_ATTRIBUTE} until then. */
  adopted: boolean;
}

/**
 * Keeps a native `<dialog>` and React in step, without ever owning what the platform already
 * does. The element opens and closes by itself (Invoker Commands, Escape, `closedby` light
 * dismiss); this hook reports those changes and, when `open` is given, follows it:
 * - `open` changes → `showModal()` / `close()` (an effect; the `open` attribute is never
 *   rendered, as it would show the dialog non-modally);
 * - the element opens (`toggle` event) or closes (`close` event) by itself → `onOpenChange`
 *   with the new state, unless `open` already says so; if the parent keeps `open` unchanged,
 *   the element is put back as `open` says (a controlled dialog);
 * - on mount, a dialog the visitor opened before the app started (a command button in the
 *   prerendered page) stays open and is adopted: `onOpenChange(true)`, never closed; `adopted`
 *   turns true then (see {@link DIALOG_AWAITING_APP_ATTRIBUTE}).
 * @param open - the wanted state (controlled), or `undefined` to leave it to the platform.
 * @param onOpenChange - called with the state the element moved to by itself.
 */
export function useNativeDialog(
  open: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): NativeDialogState {
  const ref = useRef<HTMLDialogElement>(null);
  // The state this hook last saw or set on the element: an event that matches it is an echo.
  const known = useRef(false);
  // Bumped on each change the platform made, so the effect below re-checks `open` afterwards.
  const [nativeChanges, setNativeChanges] = useState(0);
  const [hasOpened, setHasOpened] = useState(false);
  const [adopted, setAdopted] = useState(false);

  const sawChange = useEffectEvent((next: boolean) => {
    if (next) setHasOpened(true);
    if (known.current === next) return;
    known.current = next;
    setNativeChanges((count) => count + 1);
    if (open !== next) onOpenChange?.(next);
  });

  // Follow `open`. Declared first so that, on mount, it runs before the adoption below: a
  // dialog open in the DOM but not yet known here was opened natively and is left open.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === undefined) return;
    if (open && !dialog.open) {
      known.current = true;
      dialog.showModal();
    } else if (!open && dialog.open && known.current) {
      known.current = false;
      dialog.close();
    }
  }, [open, nativeChanges]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const onToggle = () => {
      if (dialog.open) sawChange(true);
    };
    const onClose = () => sawChange(false);
    dialog.addEventListener('toggle', onToggle);
    dialog.addEventListener('close', onClose);
    // Opened before hydration (its `toggle` event is long gone): adopt it.
    if (dialog.open) sawChange(true);
    setAdopted(true);
    return () => {
      dialog.removeEventListener('toggle', onToggle);
      dialog.removeEventListener('close', onClose);
    };
  }, []);

  return { ref, hasOpened, adopted };
}
