import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { CheckIcon } from '../internal/icons';
import { closeDialogProps } from './commands';
import { Modal, type ModalProps } from './Modal';
import * as styles from './Modal.css';

/** What {@link MessageSentDialog} itself reads. */
interface MessageSentDialogOwnProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with `false` when the visitor presses "Close" (or Escape). */
  onOpenChange: (open: boolean) => void;
  /** Default `'Message Sent!'`. */
  title?: ReactNode;
  /** The message under the title (the dialog's accessible description). Default none. */
  description?: ReactNode;
}

/**
 * Props of {@link MessageSentDialog}: its own, and those of {@link Modal} but the ones it sets
 * (`centered`, `icon`, `footer`, `showCloseButton`, `closeOnBackdropClick`), so every `<dialog>`
 * attribute and `ref`.
 */
export type MessageSentDialogProps = MessageSentDialogOwnProps &
  Omit<ModalProps, keyof MessageSentDialogOwnProps | 'centered' | 'icon' | 'footer' | 'showCloseButton' | 'closeOnBackdropClick'>;

/**
 * The contact form's success message. It stays open until the visitor closes it with its
 * explicit "Close" button (Escape also works for keyboard users); a backdrop click does not
 * close it (`closedby="closerequest"`) and it never closes by itself. "Close" is a native
 * `command="close"` button, so it works even before the app has started. Takes `ref` and spreads
 * the rest of its props onto the {@link Modal}, so onto its root `<dialog>` (packages/ui/README.md,
 * "Composition").
 * @example <MessageSentDialog open={sent} onOpenChange={setSent} description="We reply within 24 hours." />
 * @see docs/requirements.md §4 (Contact: success shows a 'Message Sent!' dialog closed manually)
 */
export function MessageSentDialog({
  open,
  onOpenChange,
  title = 'Message Sent!',
  description,
  id: idProp,
  ...rest
}: MessageSentDialogProps) {
  const generatedId = `dialog${useId()}`;
  const id = idProp ?? generatedId;
  return (
    <Modal
      {...rest}
      id={id}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      centered
      showCloseButton={false}
      closeOnBackdropClick={false}
      icon={
        <span className={styles.statusIcon}>
          <CheckIcon />
        </span>
      }
      footer={
        <Button fullWidth {...closeDialogProps(id)}>
          Close
        </Button>
      }
    />
  );
}
