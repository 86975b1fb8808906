import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';
import * as styles from './Modal.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with the wanted open state: `false` on the close button, backdrop click or Escape. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading (its accessible name). */
  title: ReactNode;
  /** Text under the title (the dialog's accessible description). */
  description?: ReactNode;
  /** The dialog's body, between the header and the footer (e.g. a form). */
  children?: ReactNode;
  /** `md` (default, forms and messages) or `lg` (case studies, galleries). */
  size?: 'md' | 'lg';
  /** Actions shown under the content, right-aligned. */
  footer?: ReactNode;
  /** Show the round "Close" button in the corner. Default `true`. */
  showCloseButton?: boolean;
  /** Close when the backdrop (outside the dialog) is clicked. Default `true`. */
  closeOnBackdropClick?: boolean;
  /** `alertdialog` for messages that need acknowledging. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Centre the header (for short confirmations with an icon). */
  centered?: boolean;
  /** Shown above the title (e.g. a success icon). */
  icon?: ReactNode;
  /** Extra class for the dialog box. */
  className?: string;
}

/** True for a node inside a toast (Ark's `Toast` parts carry `data-scope="toast"`). */
const isInToast = (target: EventTarget | null | undefined) =>
  target instanceof Element && target.closest('[data-scope="toast"]') !== null;

/**
 * A modal dialog on Ark UI's Dialog, rendered in a portal: backdrop, title, optional
 * description, a "Close" button, closes on backdrop click and Escape, traps focus while open and
 * returns it to the element that had it. Unmounted while closed.
 * @example <Modal open={open} onOpenChange={setOpen} title="Claim your free sample">…</Modal>
 * @see spec §4 (modals close on backdrop click or the close button)
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  footer,
  showCloseButton = true,
  closeOnBackdropClick = true,
  role = 'dialog',
  centered = false,
  icon,
  className,
}: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={closeOnBackdropClick}
      // Toasts sit outside the dialog: touching, swiping or closing one must not close the
      // dialog (and lose what was typed).
      onInteractOutside={(event) => {
        if (isInToast(event.detail?.originalEvent?.target ?? event.target)) event.preventDefault();
      }}
      role={role}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={cx(styles.content({ size }), className)}>
            <div className={cx(styles.header, centered && styles.centered)}>
              {icon}
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className={styles.description}>{description}</Dialog.Description>
              ) : null}
            </div>
            {children}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
            {showCloseButton ? (
              <Dialog.CloseTrigger className={styles.closeButton} aria-label="Close">
                <CloseIcon />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

