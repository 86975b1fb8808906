import '@agency/ui/global-styles';
import { ImageSrcSetProvider, KEPT_TAPS_SCRIPT, Spinner } from '@agency/ui';
import { responsiveSrcSet } from '@agency/data';
import displayFontUrl from '@agency/ui/fonts/archivo-black-latin-core.woff2?url';
import textFontUrl from '@agency/ui/fonts/inter-latin-core.woff2?url';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Scripts, type LinksFunction } from 'react-router';
import { business } from './config/business';
import { RootLayout } from './layout/RootLayout';
import * as styles from './layout/RootLayout.css';
import {
  createQueryClient,
  faviconUrlQuery,
  logoUrlQuery,
  offerMessagesQuery,
  queryClient,
  refreshPrerenderedQueries,
} from './lib/queries';
import { runInNextTask } from './lib/nextTask';
import { routeData, RouteDataBoundary } from './routes/routeData';

/**
 * The document of every page (React Router framework mode, prerendered at build time with
 * `ssr: false`): head metadata (each page adds its own title, description, canonical URL and
 * social tags through `Seo`), the styles and the scripts.
 * @see issue 5 §1, §2
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

/** The frame's data (logo, favicon, offers) is prerendered into every page. @see spec §2 */
const data = routeData(() => [logoUrlQuery, faviconUrlQuery, offerMessagesQuery]);
export const loader = data.loader;
export const clientLoader = data.clientLoader;
/** The frame's data is loaded once per visit, not again on every navigation. */
export const shouldRevalidate = () => false;

/**
 * The app: the query cache (one per prerendered page at build time, one per visit in the
 * browser), responsive `srcset`s for the images the repo ships, and the frame of spec §2 around
 * the current route. Once the page has hydrated, the prerendered data is refreshed in the
 * background (effects run after React has attached to the page).
 */
export default function App() {
  const [client] = useState(() => (typeof document === 'undefined' ? createQueryClient() : queryClient));
  // In a task of its own, not in the one where React finishes attaching to the page.
  useEffect(() => runInNextTask(() => void refreshPrerenderedQueries(client)), [client]);
  return (
    <QueryClientProvider client={client}>
      <ImageSrcSetProvider resolve={responsiveSrcSet}>
        <RouteDataBoundary>
          <RootLayout />
        </RouteDataBoundary>
      </ImageSrcSetProvider>
    </QueryClientProvider>
  );
}

/**
 * What a page that was not prerendered (e.g. a blog post published after the build) shows
 * while its code and data load in the browser.
 */
export function HydrateFallback() {
  return (
    <div className={styles.hydrateFallback}>
      <title>{business.brandName}</title>
      <Spinner label="Loading..." />
    </div>
  );
}
