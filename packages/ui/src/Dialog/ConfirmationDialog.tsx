import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { CheckIcon } from '../internal/icons';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { Modal } from './Modal';
import * as styles from './Modal.css';

/** Props of {@link ConfirmationDialog}. */
export interface ConfirmationDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with `false` when it closes itself, or is closed by the visitor. */
  onOpenChange: (open: boolean) => void;
  /** Default `'Welcome aboard!'`. */
  title?: ReactNode;
  /** The message under the title (the dialog's accessible description). Default none. */
  description?: ReactNode;
  /** Milliseconds after opening when the dialog closes itself (4000 on home, 2000 elsewhere). */
  autoCloseMs: number;
}

/**
 * The success confirmation shown after a form is sent: a check icon, "Welcome aboard!" and a
 * message; closes itself `autoCloseMs` after it opens (the timer restarts on each opening), and
 * earlier on the close button, backdrop click or Escape.
 *
 * A visitor can take their time (WCAG 2.2 2.2.1): while the pointer is over the box, or the
 * visitor has moved focus within it (Tab), the countdown pauses, and it goes on with the time that
 * was left once they leave. (The focus the dialog takes as it opens is not theirs, and does not
 * pause it.) It is announced: its title and message are put in a polite live region
 * (`role="status"`) as it opens. See docs/accessibility.md.
 * @example <ConfirmationDialog open={done} onOpenChange={setDone} autoCloseMs={4000} />
 * @see docs/requirements.md §4 (Success confirmation), §9 (auto-close 4000 ms home, 2000 ms others)
 */
export function ConfirmationDialog({
  open,
  onOpenChange,
  title = 'Welcome aboard!',
  description,
  autoCloseMs,
}: ConfirmationDialogProps) {
  // The latest callback, without restarting the timer when the parent re-renders.
  const closeItself = useEffectEvent(() => onOpenChange(false));
  const status = useRef<HTMLParagraphElement>(null);
  // What the live region says: filled once the dialog is open, so the change is announced.
  const [announced, setAnnounced] = useState(false);

  useEffect(() => {
    const box = status.current?.closest('dialog');
    if (!open || !box) return undefined;
    // The live region is filled only now that the platform shows the dialog: a region that
    // appears with its words already in it is not announced.
    setAnnounced(true);
    let remainingMs = autoCloseMs;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    const run = () => {
      if (timer !== undefined || hovered || focused) return;
      startedAt = Date.now();
      timer = setTimeout(closeItself, remainingMs);
    };
    const hold = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remainingMs = Math.max(0, remainingMs - (Date.now() - startedAt));
    };
    // The backdrop is part of the <dialog> element for the pointer: only the box itself counts.
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const { left, right, top, bottom } = box.getBoundingClientRect();
      const inside = event.clientX >= left && event.clientX <= right && event.clientY >= top && event.clientY <= bottom;
      if (inside === hovered) return;
      hovered = inside;
      if (inside) hold();
      else run();
    };
    const onPointerLeave = () => {
      hovered = false;
      run();
    };
    const onFocusIn = () => {
      focused = true;
      hold();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && box.contains(event.relatedTarget)) return;
      focused = false;
      run();
    };
    box.addEventListener('pointermove', onPointerMove);
    box.addEventListener('pointerleave', onPointerLeave);
    box.addEventListener('focusin', onFocusIn);
    box.addEventListener('focusout', onFocusOut);
    run();
    return () => {
      hold();
      box.removeEventListener('pointermove', onPointerMove);
      box.removeEventListener('pointerleave', onPointerLeave);
      box.removeEventListener('focusin', onFocusIn);
      box.removeEventListener('focusout', onFocusOut);
      setAnnounced(false);
    };
  }, [open, autoCloseMs]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      centered
      icon={
        <span className={styles.statusIcon}>
          <CheckIcon />
        </span>
      }
    >
      <p ref={status} role="status" className={visuallyHidden}>
        {announced ? (
          <>
            {title} {description}
          </>
        ) : null}
      </p>
    </Modal>
  );
}
