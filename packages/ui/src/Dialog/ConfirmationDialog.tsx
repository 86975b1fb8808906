import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { CheckIcon } from '../internal/icons';
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

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(closeItself, autoCloseMs);
    return () => clearTimeout(timer);
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
    />
  );
}
