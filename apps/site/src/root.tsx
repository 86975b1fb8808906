import '@agency/ui/global-styles';
import { ENDED_OFFERS_SCRIPT, ImageSrcSetProvider, KEPT_TAPS_SCRIPT, Spinner } from '@agency/ui';
import { getActiveTooltipMessage, getSiteAssetUrl, listCurrentOffers } from '@agency/data';
import displayFontUrl from '@agency/ui/fonts/archivo-black-latin-core.woff2?url';
import textFontUrl from '@agency/ui/fonts/inter-latin-core.woff2?url';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Scripts, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/ErrorPage';
import { business } from './config/business';
import { RefreshAfterHydration } from './layout/RefreshAfterHydration';
import { RootLayout, type FrameData } from './layout/RootLayout';
import * as styles from './layout/RootLayout.css';
import { responsiveSources, responsiveSrcSet } from './lib/images';
import { readArea, readAtBuild, readInBrowser } from './lib/loaders';
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
        {/* Before the body: a prerendered offer that has ended since the build is hidden before it
            paints (allowed by its hash too). */}
        <script dangerouslySetInnerHTML={{ __html: ENDED_OFFERS_SCRIPT }} />
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
export const links: Route.LinksFunction = () => [
  { rel: 'preload', as: 'font', type: 'font/woff2', href: displayFontUrl, crossOrigin: 'anonymous' },
  { rel: 'preload', as: 'font', type: 'font/woff2', href: textFontUrl, crossOrigin: 'anonymous' },
];

/** The frame's reads (docs/requirements.md §2, §7): logo, favicon and offers. */
const readLogoUrl = () => fetchData((client) => getSiteAssetUrl(client, 'logo_dark_background'));
const readFaviconUrl = () => fetchData((client) => getSiteAssetUrl(client, 'favicon'));
const readOffers = () => fetchData(listCurrentOffers);

/**
 * At build time: the frame's data, prerendered into every page (and the SPA fallback). A read
 * that fails is only logged and the area stays empty (§8). The chat tooltip's message is not
 * read here: the chat button is not prerendered.
 */
export async function loader() {
  const [logoUrl, faviconUrl, offers] = await Promise.all([
    readAtBuild('logo', readLogoUrl),
    readAtBuild('favicon', readFaviconUrl),
    readAtBuild('offers', readOffers),
  ]);
  return { logoUrl, faviconUrl, offers, tooltipMessage: null as string | null };
}

/**
 * In the browser, only for the refresh once the first page has hydrated (and a click on the
 * link to the page on screen): the frame is always on screen, so a failure keeps what is shown.
 * The chat tooltip's failures are ignored (§8: the default text stays).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return readInBrowser<FrameData>(request, serverLoader, {
    logoUrl: readArea('logo', readLogoUrl),
    faviconUrl: readArea('favicon', readFaviconUrl),
    offers: readArea('offers', readOffers),
    tooltipMessage: readArea(null, () => fetchData(getActiveTooltipMessage)),
  });
}
export { shouldRevalidate } from './lib/loaders';

/**
 * The app: responsive `srcset`s (WebP, and AVIF where the browser takes it) for the images the
 * repo ships, and the frame of docs/requirements.md §2 around the current route, with its data. Once the page has hydrated,
 * every route's prerendered data is refreshed in the background ({@link RefreshAfterHydration}).
 */
export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ImageSrcSetProvider resolve={responsiveSrcSet} resolveSources={responsiveSources}>
      <RootLayout data={loaderData} />
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

/**
 * What any page shows when it fails to render (React Router's route-module `ErrorBoundary` of
 * the root: an error thrown while rendering a route, or by a loader outside the areas that
 * handle their own failures): {@link ErrorPage}, the site's header and footer around a plain
 * message with a link home, instead of React Router's default screen. The error is logged
 * (`console.error`, once per error) for whoever reads the browser's console or its error reporting.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  useEffect(() => console.error('The page could not be shown:', error), [error]);
  const logoUrl = useRouteLoaderData<typeof clientLoader>('root')?.logoUrl;
  return <ErrorPage logoUrl={typeof logoUrl === 'string' ? logoUrl : undefined} pathname={pathname} />;
}
