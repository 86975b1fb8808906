import { insertCallbackRequest, insertFreeSampleRequest } from '@agency/data';
import {
  CallbackForm,
  ConfirmationMessage,
  FreeSampleForm,
  Modal,
  type CallbackValues,
  type FreeSampleValues,
} from '@agency/ui';
import { useState } from 'react';
import { leadFormNotes } from '../../config/privacy';
import { submitLeadWith } from '../../lib/submit';
import { CALLBACK_DIALOG_ID, FREE_SAMPLE_DIALOG_ID } from './dialogIds';
import { WithoutScript } from '../../components/WithoutScript';

/** Stores a free sample request; on failure logs it and shows the destructive toast of §8 (form kept). @see docs/requirements.md §5, §7, §8 */
const submitFreeSample = submitLeadWith<FreeSampleValues>(insertFreeSampleRequest, {
  title: 'Submission Failed',
  description: 'Could not submit your request. Please try again.',
  log: 'Free sample request failed',
});

/** Stores a callback request; on failure logs it and shows the destructive toast of §8 (form kept). */
const submitCallback = submitLeadWith<CallbackValues>(insertCallbackRequest, {
  title: 'Submission Failed',
  description: 'Could not book your call. Please try again.',
  log: 'Callback request failed',
});

/** Which lead dialog is open, if any. */
type OpenDialog = 'free-sample' | 'callback' | null;

/** Props of {@link LeadDialogs}. */
export interface LeadDialogsProps {
  /** How long 'Welcome aboard!' stays before closing itself, in ms (§4: 4000 home, 2000 others). */
  confirmationMs: number;
}

/**
 * The free-sample modal and the callback dialog, with their submits, and the 'Welcome aboard!'
 * status message: the one owner of the lead dialogs, around the pages that open them.
 *
 * The lead-dialogs layout route (`routes/lead-dialogs/route.tsx`) loads this module as a chunk of
 * its own, requested as the layout's module evaluates, and renders it in a `Suspense` boundary
 * (docs/architecture.md "The first view"). The dialogs are prerendered in full as native
 * `<dialog>`s with their forms, so the page's buttons (`openDialogProps(FREE_SAMPLE_DIALOG_ID)`,
 * `openDialogProps(CALLBACK_DIALOG_ID)`) open them and a visitor can type from the first paint;
 * they hydrate when the chunk arrives, after the rest of the page, and a submit made before then
 * is kept (`@agency/ui`'s kept-taps script) and replayed. Once the app runs, a successful request
 * closes its dialog, which returns focus to the button that opened it, and then shows the
 * confirmation (`ConfirmationMessage`, a status message that takes no focus and sits next in the
 * Tab order after that button); it closes itself after `confirmationMs` unless the visitor is
 * on it or in it (docs/accessibility.md, Timing and status).
 * @see docs/requirements.md §2 (Home hero), §4 (form states), §9
 */
export default function LeadDialogs({ confirmationMs }: LeadDialogsProps) {
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
        <FreeSampleForm
          onSubmit={submitFreeSample}
          onSuccess={succeed}
          privacyNote={leadFormNotes.freeSample}
          withoutScript={<WithoutScript toDo="ask for your free sample" />}
        />
      </Modal>
      <Modal
        id={CALLBACK_DIALOG_ID}
        open={open === 'callback'}
        onOpenChange={follow('callback')}
        title="Book a Free Call Back"
        description="Pick a day and an hour that suit you and we will call you."
      >
        <CallbackForm
          onSubmit={submitCallback}
          onSuccess={succeed}
          privacyNote={leadFormNotes.callback}
          withoutScript={<WithoutScript toDo="book a call back" />}
        />
      </Modal>
      <ConfirmationMessage
        open={confirmed}
        onOpenChange={setConfirmed}
        title="Welcome aboard!"
        description="We have your request and will be in touch within 24 hours."
        autoCloseMs={confirmationMs}
      />
    </>
  );
}
