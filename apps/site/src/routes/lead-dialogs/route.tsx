import { CONFIRMATION_OTHER_MS } from '@agency/domain';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';

// The lead dialogs, a chunk of their own: requested as this module evaluates, beside the rest of
// the app rather than in its critical chain (docs/architecture.md "Following a behaviour").
const leadDialogs = import('../../features/leads/LeadDialogs');
const LeadDialogs = lazy(() => leadDialogs);

/**
 * What a page inside this layout may tell its lead dialogs, as its route's `handle`:
 * `confirmationMs`, how long 'Welcome aboard!' stays, in ms (docs/requirements.md §4: 4000 on
 * home, 2000 elsewhere, the default).
 */
export interface LeadDialogsHandle {
  confirmationMs: number;
}

const isLeadDialogsHandle = (handle: unknown): handle is LeadDialogsHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as LeadDialogsHandle).confirmationMs === 'number';

/**
 * The layout route of the pages whose buttons open the free-sample and callback dialogs (home,
 * portfolio, packages; `routes.ts`): the page, then the lead dialogs (`features/leads`),
 * prerendered in full as native `<dialog>`s and hydrated when their chunk arrives. The one place
 * the site imports them.
 * @see docs/requirements.md §2 (Home hero, Portfolio, Packages), §4
 */
export default function LeadDialogsLayout() {
  const handle = useMatches().findLast((match) => isLeadDialogsHandle(match.handle))?.handle as LeadDialogsHandle | undefined;
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <LeadDialogs confirmationMs={handle?.confirmationMs ?? CONFIRMATION_OTHER_MS} />
      </Suspense>
    </>
  );
}
