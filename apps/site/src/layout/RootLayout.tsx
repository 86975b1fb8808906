import {
  LinkProvider,
  Logo,
  NewsletterForm,
  OfferBanner,
  SiteFooter,
  SiteHeader,
  type NewsletterValues,
} from '@agency/ui';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { business, footerQuickLinks, navLinks } from '../config/business';
import { OFFER_ROTATION_MS, TOOLTIP_DELAY_MS, TOOLTIP_VISIBLE_MS } from '../config/timings';
import { useFaviconUrl, useLogoUrl, useOfferMessages, useTooltipMessage } from '../lib/queries';
import * as styles from './RootLayout.css';
import { arrivedAtMs } from './arrival';
import { RouterLink } from './RouterLink';
import { useClientReady } from './useClientReady';
import { useFavicon } from './useDocumentHead';

// Loaded after the first render (issue 5 §3: keep the initial JavaScript small).
const Toaster = lazy(async () => ({ default: (await import('./deferredParts')).Toaster }));
const ChatButton = lazy(async () => ({ default: (await import('./deferredParts')).ChatButton }));

/** The newsletter's submit, with the lead code (and its toasts) fetched on first use. */
const submitNewsletter = async (values: NewsletterValues) =>
  (await import('../features/leads/submit')).submitNewsletter(values);

/**
 * The frame of every route: offer banner, navigation bar, the page, footer, toasts and — on
 * exactly `/` — the floating chat button. Scrolls to the top on every route change.
 * @see spec §2
 */
export function RootLayout() {
  const { pathname, key } = useLocation();
  const logo = useLogoUrl();
  const favicon = useFaviconUrl();
  const offers = useOfferMessages();
  // A failed fetch (the prerendered value included, on a failed refresh) is only logged: no
  // logo, the default page icon, no banner (spec §8).
  useFavicon(favicon.isError ? undefined : favicon.data);

  // The arrival on each page, for timers of parts that load later (the chat tooltip).
  useLayoutEffect(() => void arrivedAtMs(key), [key]);

  useLayoutEffect(() => {
    // Back/forward too: without 'manual' the browser would restore the old position afterwards.
    window.history.scrollRestoration = 'manual';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  // The logo shows once its URL is known; while loading, and if the fetch fails (only logged,
  // spec §8), the logo area stays empty.
  const logoNode = logo.data && !logo.isError ? (
    <Logo src={logo.data} alt={`${business.brandName} logo`} brandName={business.brandName} />
  ) : null;

  return (
    <LinkProvider component={RouterLink}>
      <div id="top" className={styles.frame}>
        <a className={styles.skipLink} href="#main">
          Skip to content
        </a>
        {/* While the offers load, their bar's height is kept free so the page does not jump down
            when the banner appears (issue 5 CLS budget); none → nothing. */}
        {offers.isPending ? (
          <div className={styles.offerSlot} aria-hidden="true" />
        ) : (
          <OfferBanner messages={offers.isError ? [] : (offers.data ?? [])} intervalMs={OFFER_ROTATION_MS} />
        )}
        <SiteHeader logo={logoNode} links={navLinks} currentPath={pathname} />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter
          brand={
            <div className={styles.footerBrand}>
              {logoNode}
              <p>{business.tagline}</p>
            </div>
          }
          quickLinks={footerQuickLinks}
          newsletter={<NewsletterForm onSubmit={submitNewsletter} />}
          socialLinks={business.socialLinks}
          copyright={`© ${new Date().getFullYear()} ${business.claims.company}. All rights reserved.`}
        />
        <ClientOnlyParts pathname={pathname} arrivalKey={key} />
      </div>
    </LinkProvider>
  );
}

/**
 * The toast region and, on `/`, the floating chat button: not prerendered; their code loads
 * once the page has hydrated. Only this component renders again when that happens (and when the
 * tooltip message arrives), not the whole frame; and it does so in a task of its own, after
 * the one in which React attached to the page.
 */
function ClientOnlyParts({ pathname, arrivalKey }: { pathname: string; arrivalKey: string }) {
  const hydrated = useClientReady();
  const tooltip = useTooltipMessage({ enabled: hydrated && pathname === '/' });
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      {pathname === '/' && (
        <ChatButton
          href={business.chatLink}
          tooltipText={tooltip.data ?? undefined}
          arrivalKey={arrivalKey}
          tooltipDelayMs={TOOLTIP_DELAY_MS}
          tooltipDurationMs={TOOLTIP_VISIBLE_MS}
        />
      )}
      <Toaster />
    </Suspense>
  );
}
