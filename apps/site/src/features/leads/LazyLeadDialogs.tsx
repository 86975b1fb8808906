import { lazy, Suspense } from 'react';
import type { LeadDialogsProps } from './LeadDialogs';

// Fetched as the page's module evaluates, beside the rest of the app rather than in its
// critical chain: the prerendered dialogs work without it, and it is ready for an in-app
// navigation to a page that has them.
const load = import('./LeadDialogs');
const LeadDialogs = lazy(() => load);

/**
 * {@link LeadDialogs} in a chunk of its own: prerendered in full (the build waits for it), and
 * hydrated when its chunk arrives, after the rest of the page. Until then the native dialogs
 * open and take typing by themselves, and a submit is kept (the kept-taps script of
 * `@agency/ui`) and replayed once the form can act. Same props.
 * @see docs/requirements.md §4; README "The first view"
 */
export function LazyLeadDialogs(props: LeadDialogsProps) {
  return (
    <Suspense fallback={null}>
      <LeadDialogs {...props} />
    </Suspense>
  );
}

export { CALLBACK_DIALOG_ID, FREE_SAMPLE_DIALOG_ID } from './dialogIds';
