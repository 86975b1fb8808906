import { lazy, Suspense, useState } from 'react';
import type { LeadDialogsProps } from './LeadDialogs';

const LeadDialogs = lazy(async () => ({ default: (await import('./LeadDialogs')).LeadDialogs }));

/**
 * {@link LeadDialogs} loaded on demand: the dialogs, the forms and their Ark parts are fetched
 * the first time a dialog opens (not with the page), then stay mounted so the 'Welcome aboard!'
 * confirmation and form state behave exactly as with the eager component. Same props.
 * @see issue 5 §3 (lazy dialogs), spec §4
 */
export function LazyLeadDialogs(props: LeadDialogsProps) {
  const [opened, setOpened] = useState(false);
  if (props.open !== null && !opened) setOpened(true);
  if (!opened && props.open === null) return null;
  return (
    <Suspense fallback={null}>
      <LeadDialogs {...props} />
    </Suspense>
  );
}
