import { Portal } from '@ark-ui/react/portal';
import { Toast, Toaster as ArkToaster, useToastContext } from '@ark-ui/react/toast';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '../facts';
import { CloseIcon } from '../internal/icons';
import * as styles from './Toaster.css';
import { registerToaster, toaster } from './toastStore';
import { useTopModalDialog } from './useTopModalDialog';

/**
 * Renders the app's toasts (the module-level {@link toaster}); mount it once near the root.
 * A `role="region"` live region named "Notifications, bottom-end (F8)" (aria-live polite) in a
 * portal: in `document.body`, or inside the topmost open modal `<dialog>` while there is one
 * (everything outside a modal dialog is inert and hidden from assistive technology, so a toast
 * raised by a form in a dialog must live in it); either way it is fixed at the bottom right of
 * the viewport. Each toast is `role="status"` with a title, a description and a "Close
 * notification" button. Escape or a swipe right of {@link TOAST_SWIPE_THRESHOLD_PX} px dismisses
 * a toast, hover/focus pauses it, F8 focuses the region. Create toasts with `showToast(...)`.
 *
 * Keyboard: a toast is in the Tab order where its region is (last in the page, or in the
 * dialog), and Tab goes on past it. Only after F8 does leaving the region return focus to where
 * the visitor was (Ark's own behaviour, which would otherwise send a visitor tabbing past a toast
 * back to the control before it, round and round).
 *
 * Takes no `ref` or other attributes: it renders a portal, not one element in place
 * (packages/ui/README.md, "Composition").
 * @see docs/requirements.md §4, §9; docs/accessibility.md "How the code meets it"
 */
export function Toaster() {
  const dialog = useTopModalDialog();
  const container = useMemo(() => ({ current: dialog }), [dialog]);
  const cameByHotkey = useRef(false);
  return (
    <Portal container={container}>
      <ArkToaster
        toaster={toaster}
        className={styles.region}
        onFocus={(event: FocusEvent<HTMLDivElement>) => {
          // F8 focuses the region itself; Tab or a click lands on a toast in it.
          if (event.target === event.currentTarget) cameByHotkey.current = true;
        }}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget)) cameByHotkey.current = false;
        }}
      >
        {(toast) => (
          <ToastCard key={toast.id} title={toast.title} description={toast.description} cameByHotkey={cameByHotkey} />
        )}
      </ArkToaster>
      <ToasterReady />
    </Portal>
  );
}

/**
 * Tells the toast store that a toaster listens, so a toast asked for before (a submit replayed
 * as the page hydrates) shows now. Rendered after Ark's region, inside the portal (which mounts
 * its children a render later than the `Toaster` itself): its effect runs once the region's has.
 */
function ToasterReady() {
  useEffect(() => registerToaster(), []);
  return null;
}

/** Props of `ToastCard`. */
interface ToastCardProps {
  /** The toast's title, e.g. 'Missing Fields' (docs/requirements.md §5). */
  title?: ReactNode;
  /** The message under the title. */
  description?: ReactNode;
  /** Whether focus is in the region because F8 put it there (set by `Toaster`). */
  cameByHotkey: RefObject<boolean>;
}

/**
 * One toast. Ark has no swipe gesture, so the 50 px rule lives on the root's pointer events.
 * Focus that reaches the toast by Tab or a click pauses it here and goes no further: Ark's
 * region, told of it, would send focus back to the control before the toast as it left.
 */
function ToastCard({ title, description, cameByHotkey }: ToastCardProps) {
  const api = useToastContext();
  const startX = useRef<number | null>(null);
  const [swipeX, setSwipeX] = useState(0);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    startX.current = event.clientX;
    setDragging(true);
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already-released pointers cannot be captured; the swipe still works.
    }
    api.pause();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    setSwipeX(Math.max(0, event.clientX - startX.current));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    setDragging(false);
    if (distance >= TOAST_SWIPE_THRESHOLD_PX) {
      api.dismiss();
    } else {
      setSwipeX(0);
      api.resume();
    }
  };
  const onPointerCancel = () => {
    startX.current = null;
    setDragging(false);
    setSwipeX(0);
    api.resume();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (cameByHotkey.current) return; // the region pauses and later restores focus itself
    event.stopPropagation();
    if (!event.currentTarget.contains(event.relatedTarget)) api.pause();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (cameByHotkey.current) return;
    event.stopPropagation();
    const leaving = !event.currentTarget.contains(event.relatedTarget);
    // still under the pointer (the region pauses on hover) or mid-swipe: it stays paused
    if (leaving && startX.current === null && !event.currentTarget.matches(':hover')) api.resume();
  };

  return (
    <Toast.Root
      className={styles.toast}
      style={{ '--swipe-x': `${swipeX}px` } as CSSProperties}
      data-swiping={dragging ? '' : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.text}>
        {title ? <Toast.Title className={styles.title}>{title}</Toast.Title> : null}
        {description ? (
          <Toast.Description className={styles.description}>{description}</Toast.Description>
        ) : null}
      </div>
      <Toast.CloseTrigger className={styles.close} aria-label="Close notification">
        <CloseIcon className={styles.icon} />
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}
