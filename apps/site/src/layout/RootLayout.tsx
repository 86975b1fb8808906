import { LinkProvider, NewsletterForm, OfferBanner, Toaster, type NewsletterValues } from '@agency/ui';
import type { CurrentOffer } from '@agency/data';
import { OFFER_ROTATION_MS, TOOLTIP_DELAY_MS, TOOLTIP_VISIBLE_MS } from '@agency/domain';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { business } from '../config/business';
import type { Area } from '../lib/loaders';
import * as styles from './RootLayout.css';
import { arrivedAtMs } from './arrival';
import { RouterLink } from './RouterLink';
import { SiteFrame } from './SiteFrame';
import { useClientReady } from './useClientReady';
import { useFavicon } from './useDocumentHead';
import { WithoutScript } from '../components/WithoutScript';

// Loaded after the first render, to keep the initial JavaScript small (docs/architecture.md, "The first view").
const ChatButton = lazy(async () => ({ default: (await import('./deferredParts')).ChatButton }));

/** The newsletter's submit (`insertSubscriber` and its toasts), fetched on first use. */
const submitNewsletter = async (values: NewsletterValues) => (await import('./newsletter')).submitNewsletter(values);

/** The frame's data (the root route's loaders, `root.tsx`). @see docs/requirements.md §2, §7 */
export interface FrameData {
  /** The `logo_dark_background` site asset's URL. */
  logoUrl: string;
  /** The `favicon` site asset's URL. */
  faviconUrl: string;
  /** The current offers (the banner drops each at its `ends_at`). */
  offers: CurrentOffer[];
  /** The active chat tooltip message (read in the browser only). */
  tooltipMessage: string;
}

/**
 * The frame's data is only ever data or `null` (not read yet), or a failed read with nothing
 * to keep: the root route loads nothing on navigation, it only refreshes what it shows.
 * @returns the data, or `undefined` while there is none.
 */
const available = <T,>(value: Area<T>): T | undefined => (value === null || value instanceof Promise ? undefined : value);

/**
 * The frame of every route: offer banner, navigation bar, the page, footer, toasts and — on
 * exactly `/` — the floating chat button. Scrolls to the top on every route change.
 * @param props.data - the frame's data (root route): a failed read is only logged (docs/requirements.md §8):
 *   no logo, the default page icon, no banner, the default tooltip text — unless there is data
 *   from before to keep (a failed refresh keeps the prerendered data).
 * @see docs/requirements.md §2
 */
export function RootLayout({ data }: { data: { [K in keyof FrameData]: Area<FrameData[K]> } }) {
  const { pathname, key } = useLocation();
  const logoUrl = available(data.logoUrl);
  const offers = data.offers;
  useFavicon(available(data.faviconUrl));

  // The arrival on each page, for timers of parts that load later (the chat tooltip).
  useLayoutEffect(() => void arrivedAtMs(key), [key]);

  // On a route change only: when the app starts on the page the visitor loaded, they may have
  // scrolled already (the page was readable long before), and stay where they are.
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    // Back/forward too: without 'manual' the browser would restore the old position afterwards.
    window.history.scrollRestoration = 'manual';
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <LinkProvider component={RouterLink}>
      <SiteFrame
        logoUrl={logoUrl}
        pathname={pathname}
        banner={
          // While the offers load, their bar's height is kept free so the page does not jump down
          // when the banner appears (no layout shift: docs/architecture.md, "The first view"); none → nothing.
          offers === null ? (
            <div className={styles.offerSlot} aria-hidden="true" />
          ) : (
            <OfferBanner
              messages={(available(offers) ?? []).map((offer) => ({ message: offer.message, endsAt: offer.ends_at }))}
              intervalMs={OFFER_ROTATION_MS}
              shownSinceMs={arrivedAtMs(key)}
            />
          )
        }
        newsletter={<NewsletterForm onSubmit={submitNewsletter} withoutScript={<WithoutScript toDo="subscribe" />} />}
      >
        <Outlet />
      </SiteFrame>
      <ClientOnlyParts pathname={pathname} arrivalKey={key} tooltipText={available(data.tooltipMessage)} />
    </LinkProvider>
  );
}

/**
 * The toast region and, on `/`, the floating chat button: not prerendered; they render once the
 * page has hydrated. Only this component renders again when that happens, not the whole frame;
 * and it does so in a task of its own, after the one in which React attached to the page. The
 * toast region's code (≈ 2 KB brotli) comes with the app, so a toast made by a tap kept before
 * the app arrived shows in that task; the chat button's (its tooltip's positioning, ≈ 14 KB)
 * loads then, in a chunk and a `<Suspense>` of its own.
 * @param props.tooltipText - the stored tooltip message once read (the refresh after hydration
 *   reads it); `undefined`: the default text.
 */
function ClientOnlyParts({ pathname, arrivalKey, tooltipText }: { pathname: string; arrivalKey: string; tooltipText: string | undefined }) {
  const hydrated = useClientReady();
  if (!hydrated) return null;
  return (
    <>
      {pathname === '/' && (
        <Suspense fallback={null}>
          <ChatButton
            href={business.chatLink}
            tooltipText={tooltipText}
            arrivalKey={arrivalKey}
            tooltipDelayMs={TOOLTIP_DELAY_MS}
            tooltipDurationMs={TOOLTIP_VISIBLE_MS}
          />
        </Suspense>
      )}
      <Toaster />
    </>
  );
}
