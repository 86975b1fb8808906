import { CallbackForm, ConfirmationDialog, FreeSampleForm, Modal } from '@agency/ui';
import { useState } from 'react';
import { CALLBACK_DIALOG_ID, FREE_SAMPLE_DIALOG_ID } from './dialogIds';
import { submitCallback, submitFreeSample } from './submit';

/** Which lead dialog is open, if any. */
type OpenDialog = 'free-sample' | 'callback' | null;

/** Props of {@link LeadDialogs}. */
export interface LeadDialogsProps {
  /** How long 'Welcome aboard!' stays before closing itself, in ms (§4: 4000 home, 2000 others). */
  confirmationMs: number;
}

/**
 * The free-sample modal and the callback dialog, prerendered with their forms as native
 * `<dialog>`s, so the page's buttons (`openDialogProps(FREE_SAMPLE_DIALOG_ID)`,
 * `openDialogProps(CALLBACK_DIALOG_ID)`) open them and a visitor can type from the first paint,
 * before the app starts; once it runs, a successful request closes its dialog and shows the
 * 'Welcome aboard!' confirmation, which closes itself after `confirmationMs`.
 * @see spec §2 (Home hero), §4 (form states), §9
 */
export function LeadDialogs({ confirmationMs }: LeadDialogsProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [confirmed, setConfirmed] = useState(false);
  const follow = (dialog: Exclude<OpenDialog, null>) => (isOpen: boolean) =>
    setOpen((current) => (isOpen ? dialog : current === dialog ? null : current));
  const succeed = () => {
    setOpen(null);
    setConfirmed(true);
  };
  return (
    <>
      <Modal
        id={FREE_SAMPLE_DIALOG_ID}
        open={open === 'free-sample'}
        onOpenChange={follow('free-sample')}
        title="Get a Free Sample Thumbnail"
        description="Tell us about your next video and we will design its thumbnail free of charge."
      >
        <FreeSampleForm onSubmit={submitFreeSample} onSuccess={succeed} />
      </Modal>
      <Modal
        id={CALLBACK_DIALOG_ID}
        open={open === 'callback'}
        onOpenChange={follow('callback')}
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
