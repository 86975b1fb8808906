export { Modal, type ModalProps } from './Modal';
export { ConfirmationDialog, type ConfirmationDialogProps } from './ConfirmationDialog';
export { MessageSentDialog, type MessageSentDialogProps } from './MessageSentDialog';
