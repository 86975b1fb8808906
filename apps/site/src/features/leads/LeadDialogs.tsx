import { CallbackForm, ConfirmationDialog, FreeSampleForm, Modal } from '@agency/ui';
import { useState } from 'react';
import { submitCallback, submitFreeSample } from './submit';

/** Which lead dialog is open, if any. */
export type LeadDialog = 'free-sample' | 'callback' | null;

/** Props of {@link LeadDialogs}. */
export interface LeadDialogsProps {
  /** The open dialog, or `null`. */
  open: LeadDialog;
  /** Called with `null` when a dialog closes (backdrop, close button, Escape, success). */
  onOpenChange: (open: LeadDialog) => void;
  /** How long 'Welcome aboard!' stays before closing itself, in ms (§4: 4000 home, 2000 others). */
  confirmationMs: number;
}

/**
 * The free-sample modal and the callback dialog, with the 'Welcome aboard!' confirmation that
 * follows a successful request and closes itself after `confirmationMs`.
 * @see spec §2 (Home hero), §4 (form states), §9
 */
export function LeadDialogs({ open, onOpenChange, confirmationMs }: LeadDialogsProps) {
  const [confirmed, setConfirmed] = useState(false);
  const succeed = () => {
    onOpenChange(null);
    setConfirmed(true);
  };
  return (
    <>
      <Modal
        open={open === 'free-sample'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'free-sample' : null)}
        title="Get a Free Sample Thumbnail"
        description="Tell us about your next video and we will design its thumbnail free of charge."
      >
        <FreeSampleForm onSubmit={submitFreeSample} onSuccess={succeed} />
      </Modal>
      <Modal
        open={open === 'callback'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'callback' : null)}
        title="Book a Free Call Back"
        description="Pick a day and an hour that suit you and we will call you."
      >
        <CallbackForm onSubmit={submitCallback} onSuccess={succeed} />
      </Modal>
      <ConfirmationDialog
        open={confirmed}
        onOpenChange={setConfirmed}
        title="Welcome aboard!"
        description="We have your request and will be in touch within 24 hours."
        autoCloseMs={confirmationMs}
      />
    </>
  );
}
