/**
 * The HTTP security headers of the static site: one source for every host format the site
 * ships. The build writes them, for the backend it was built against, into its output as
 * `_headers` (Netlify, Cloudflare Pages) and `vercel.json` (Vercel)
 * (`build/securityHeadersPlugin.ts`, `host-configs.ts`); the site's own static server
 * (`server/serve.ts`: `npm start`, the end-to-end tests) serves the build's `_headers`.
 *
 * Dependency-free on purpose: the three inline scripts' hashes come from their constant texts.
 * @see docs/architecture.md "Security model"; docs/decisions/0003-content-security-policy.md
 */
import { APP_STARTER_HASH, cspHashOf } from '../build/appStarter';
// The library's source (see build/pageScripts.ts for why not the package name).
import { KEPT_TAPS_SCRIPT } from '../../../packages/ui/src/KeptTaps/keptTapsScript';
import { ENDED_OFFERS_SCRIPT } from '../../../packages/ui/src/OfferBanner/endedOffers';

/** The Content-Security-Policy source that allows the kept-taps script of `@agency/ui` inline. */
export const KEPT_TAPS_HASH = cspHashOf(KEPT_TAPS_SCRIPT);
/** The source that allows the ended-offers script of `@agency/ui` (the banner's offers that ended since the build) inline. */
export const ENDED_OFFERS_HASH = cspHashOf(ENDED_OFFERS_SCRIPT);

/** The only third-party origin the site embeds: the contact page's map (docs/requirements.md §2, /contact). */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/**
 * How long a browser that has seen the site over HTTPS keeps refusing plain HTTP to it and to
 * its subdomains, in seconds: one year (365 days), the least HSTS preload lists accept, so a
 * visitor who once reached the site is never downgraded on a later visit.
 */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * The `Strict-Transport-Security` value: {@link HSTS_MAX_AGE_SECONDS} and `includeSubDomains`.
 * Browsers ignore it on a plain-HTTP response (the local static server), so it costs nothing
 * there and binds only what was served over HTTPS.
 */
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

/** What the headers depend on. */
export interface SecurityHeadersOptions {
  /** The Supabase project URL the site's client talks to (only its origin is used), e.g. `https://abc.supabase.co`. */
  backendUrl: string;
}

/**
 * The origin (scheme, host and port) of a backend URL: the one source the Content-Security-Policy
 * allows for it. A path, query, fragment or trailing slash is dropped and a default port is
 * omitted: `https://ref.supabase.co/rest/v1/` → `https://ref.supabase.co`,
 * `http://localhost:54321` → `http://localhost:54321`, `https://api.example.com:443/x` →
 * `https://api.example.com`.
 * @param backendUrl - the project URL (`VITE_SUPABASE_URL`, read by `resolveClientConfig` of `@agency/data`).
 * @throws {TypeError} when `backendUrl` is not an absolute http(s) URL (blank, relative, another
 *   scheme, or text that would add a directive to the policy); the message quotes the value.
 * @see docs/decisions/0003-content-security-policy.md
 */
export function backendOrigin(backendUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(backendUrl);
  } catch {
    throw new TypeError(`The backend URL must be an absolute http(s) URL such as https://<ref>.supabase.co, got ${JSON.stringify(backendUrl)}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`The backend URL must be http(s), got ${JSON.stringify(backendUrl)}`);
  }
  return parsed.origin;
}

/**
 * The Content-Security-Policy: everything from the site's own origin only, plus the backend's
 * origin in `connect-src` (and nowhere else: the browser bundle only calls the backend's REST
 * API with `fetch`, `@agency/data`'s `createAgencyRestClient`, so no realtime `wss:` socket, no
 * storage images: the images are the site's own `/images/...` files), `data:` images (Vite inlines small assets) and the map embed (`frame-src`).
 * No inline scripts but three constants allowed by their hashes: the kept-taps script that keeps a
 * tap made before the app can act (`@agency/ui` `KeptTaps`), the ended-offers script that hides a
 * prerendered offer whose end has passed (`@agency/ui` `OfferBanner`), and the starter that loads a
 * prerendered page's module file as its first frame is drawn (`build/appStarter.ts`,
 * `build/pageScripts.ts`); no style elements but the site's own files (inline `style`
 * attributes are allowed: the prerendered Ark UI parts need them), no plugins, never framed, no `<base>`
 * hijacking, forms post only to the site.
 *
 * @param options - `backendUrl`: the Supabase URL (`resolveClientConfig(env).url` of `@agency/data`).
 * @returns the policy, directives joined by `; `.
 * @throws {TypeError} when `backendUrl` is not an absolute http(s) URL ({@link backendOrigin}).
 * @see docs/architecture.md "Security model"; docs/decisions/0003-content-security-policy.md;
 *   docs/requirements.md §7 (the calls the site makes)
 */
export function contentSecurityPolicy({ backendUrl }: SecurityHeadersOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", KEPT_TAPS_HASH, ENDED_OFFERS_HASH, APP_STARTER_HASH],
    ['style-src', "'self'"],
    // The prerendered markup of Ark UI parts (marquee, collapsible, select) carries `style`
    // attributes; blocked, they would stay unapplied after hydration. Attributes only: style
    // elements still come from the site's own files, and stored markup loses `style` anyway
    // (sanitizeHtml).
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", backendOrigin(backendUrl)],
    ['frame-src', MAP_EMBED_ORIGIN],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Every security header the site is served with.
 *
 * @param options - `backendUrl`: the Supabase URL (`resolveClientConfig(env).url` of `@agency/data`).
 * @returns header name → value: `Content-Security-Policy` ({@link contentSecurityPolicy}),
 *   `Strict-Transport-Security` ({@link STRICT_TRANSPORT_SECURITY}: HTTPS only, one year,
 *   subdomains included), `X-Content-Type-Options`, `Referrer-Policy`, `Permissions-Policy` (no
 *   camera, microphone, location, payment, USB, motion sensors or topics),
 *   `Cross-Origin-Opener-Policy` and the legacy `X-Frame-Options`.
 * @throws {TypeError} when `backendUrl` is not an absolute http(s) URL.
 * @see docs/architecture.md "Security model"
 */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
