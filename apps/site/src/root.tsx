import '@agency/ui/global-styles';
import { ImageSrcSetProvider, KEPT_TAPS_SCRIPT, Spinner } from '@agency/ui';
import { getActiveTooltipMessage, getSiteAssetUrl, listActiveOfferMessages } from '@agency/data';
import displayFontUrl from '@agency/ui/fonts/archivo-black-latin-core.woff2?url';
import textFontUrl from '@agency/ui/fonts/inter-latin-core.woff2?url';
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, useLoaderData, type LinksFunction } from 'react-router';
import { business } from './config/business';
import { RefreshAfterHydration } from './layout/RefreshAfterHydration';
import { RootLayout, type FrameData } from './layout/RootLayout';
import * as styles from './layout/RootLayout.css';
import { responsiveSrcSet } from './lib/images';
import { createRouteData, isRefreshingPrerenderedData, type Areas } from './lib/routeData';
import { fetchData } from './lib/supabase';

/**
 * The document of every page (React Router framework mode, prerendered at build time with
 * `ssr: false`): head metadata (each page adds its own title, description, canonical URL and
 * social tags through `Seo`), the styles and the scripts.
 * @see docs/decisions/0002-prerendering.md
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="UTF-8" />
        {/* First, so that no tap on a part that needs the app is lost before it starts (allowed
            by its hash in the Content-Security-Policy). */}
        <script dangerouslySetInnerHTML={{ __html: KEPT_TAPS_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#09090d" />
        <link rel="icon" type="image/svg+xml" href="/images/brand/favicon.svg" />
        <link rel="alternate" type="application/rss+xml" title={`${business.brandName} blog`} href="/rss.xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Both fonts of the first view are fetched with the HTML, in parallel with the stylesheet,
 * instead of after it: the headings' trimmed display font (part of the largest paint, ASCII,
 * about 10 KB) and the trimmed text font (Latin-1, about 24 KB).
 */
export const links: LinksFunction = () => [
  { rel: 'preload', as: 'font', type: 'font/woff2', href: displayFontUrl, crossOrigin: 'anonymous' },
  { rel: 'preload', as: 'font', type: 'font/woff2', href: textFontUrl, crossOrigin: 'anonymous' },
];

const frame = createRouteData<FrameData>();
/**
 * The frame's data (docs/requirements.md §2, §7): logo, favicon and offers — failures only
 * logged, the area stays empty (§8) — and the chat tooltip's message (failures ignored: the
 * default text stays; the chat button is not prerendered, so the browser alone reads it).
 */
const frameAreas = (): Areas<FrameData> => ({
  logoUrl: { name: 'logo', read: () => fetchData((client) => getSiteAssetUrl(client, 'logo_dark_background')) },
  faviconUrl: { name: 'favicon', read: () => fetchData((client) => getSiteAssetUrl(client, 'favicon')) },
  offerMessages: { name: 'offers', read: () => fetchData(listActiveOfferMessages) },
  tooltipMessage: { name: null, clientOnly: true, read: () => fetchData(getActiveTooltipMessage) },
});

/** At build time: the frame's data, prerendered into every page (and the SPA fallback). */
export const loader = () => frame.atBuild(frameAreas());
/**
 * In the browser, only for the refresh once the first page has hydrated: the frame is always
 * on screen, so it is always a refresh (a failure keeps what is shown).
 */
export const clientLoader = () => frame.refresh('', frameAreas());
/** The frame's data is loaded once per visit (and refreshed once), not again on every navigation. */
export const shouldRevalidate = () => isRefreshingPrerenderedData();

/**
 * The app: responsive `srcset`s for the images the repo ships, and the frame of
 * docs/requirements.md §2 around the current route, with its data. Once the page has hydrated,
 * every route's prerendered data is refreshed in the background ({@link RefreshAfterHydration}).
 */
export default function App() {
  const data = useLoaderData<typeof clientLoader>();
  frame.useShown('', data);
  return (
    <ImageSrcSetProvider resolve={responsiveSrcSet}>
      <RootLayout data={data} />
      <RefreshAfterHydration />
    </ImageSrcSetProvider>
  );
}

/**
 * What a page that was not prerendered (e.g. a blog post published after the build) shows
 * while its code loads in the browser; its data then loads with the page's own loading state
 * (the route's `clientLoader`).
 */
export function HydrateFallback() {
  return (
    <div className={styles.hydrateFallback}>
      <title>{business.brandName}</title>
      <Spinner label="Loading..." />
    </div>
  );
}
