export { Modal, type ModalProps } from './Modal';
export { MessageSentDialog, type MessageSentDialogProps } from './MessageSentDialog';
export { closeDialogProps, openDialogProps, type InvokerCommand, type OpenDialogProps } from './commands';
