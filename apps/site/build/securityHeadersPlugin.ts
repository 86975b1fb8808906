import type { Plugin } from 'vite';
import { backendOrigin, backendUrlFromEnv, LOCAL_BACKEND_URL } from '../security/headers';
import { hostConfigFiles } from '../security/host-configs';

/** Options of {@link securityHeadersPlugin}. */
export interface SecurityHeadersPluginOptions {
  /**
   * The Vite env of the site's config (`loadEnv(mode, apps/site, 'VITE_')`: the process
   * environment, then `apps/site/.env*`), the same values the browser bundle gets as
   * `import.meta.env`. Only `VITE_SUPABASE_URL` is read.
   */
  env: Record<string, string | undefined>;
}

/** The backend a build is made for: see {@link resolveBuildBackend}. */
export interface BuildBackend {
  /** The URL as configured (or the local backend's), e.g. `https://ref.supabase.co/`. */
  url: string;
  /** Its origin, the one backend source the Content-Security-Policy allows, e.g. `https://ref.supabase.co`. */
  origin: string;
  /** True when `VITE_SUPABASE_URL` is unset or blank and the build uses the local backend. */
  local: boolean;
}

/**
 * The backend the build's headers allow: `VITE_SUPABASE_URL` of `env` (trimmed, as the browser
 * bundle's `resolveClientConfig` reads it), else the local backend
 * (`http://127.0.0.1:54321`, what `npm start` and a bare build talk to).
 * @param env - the Vite env (see {@link SecurityHeadersPluginOptions.env}).
 * @returns the URL, its origin and whether it is the local default.
 * @throws {Error} when `VITE_SUPABASE_URL` is set but not an absolute http(s) URL; the message
 *   quotes the value and says what to set instead.
 * @see docs/decisions/0003-content-security-policy.md; docs/requirements.md §6
 */
export function resolveBuildBackend(env: Record<string, string | undefined>): BuildBackend {
  const url = backendUrlFromEnv(env);
  try {
    return { url, origin: backendOrigin(url), local: !env.VITE_SUPABASE_URL?.trim() };
  } catch {
    throw new Error(
      `VITE_SUPABASE_URL is not a backend URL: ${JSON.stringify(env.VITE_SUPABASE_URL)}. ` +
        'Set it to your Supabase project URL, e.g. https://<ref>.supabase.co (a custom domain or http://localhost:54321 work too), ' +
        `or leave it unset to build against the local backend ${LOCAL_BACKEND_URL}. ` +
        'The site would call that URL and its Content-Security-Policy (connect-src) allows exactly its origin.',
    );
  }
}

/**
 * Writes the static hosts' header files into the browser build (`dist/client/_headers` for
 * Netlify and Cloudflare Pages, `dist/client/vercel.json` for Vercel; `host-configs.ts`), for the
 * backend the bundle talks to, so the Content-Security-Policy's `connect-src` follows
 * `VITE_SUPABASE_URL` with no hand edit. The site's own static server (`server/serve.ts`) serves
 * the same `_headers`.
 *
 * The backend is checked when the build starts, so a wrong URL fails the build before anything
 * is compiled (`this.error`); an unset one warns that the headers allow the local backend only.
 * @param options - `env`: the Vite env of the site's config.
 * @returns a build-only plugin that runs once, in the browser (`client`) environment.
 * @see docs/architecture.md "Security model"; docs/decisions/0003-content-security-policy.md
 */
export function securityHeadersPlugin(options: SecurityHeadersPluginOptions): Plugin {
  let backend: BuildBackend | undefined;
  return {
    name: 'agency:security-headers',
    apply: 'build',
    // Once, into the browser build (React Router also builds a server bundle for prerendering).
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      let resolved: BuildBackend;
      try {
        resolved = resolveBuildBackend(options.env);
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
      backend = resolved;
      if (resolved.local) {
        this.warn(
          `VITE_SUPABASE_URL is unset: the site and its Content-Security-Policy use the local backend ${resolved.origin}. ` +
            'For a deploy, set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to your project and build again.',
        );
      }
    },
    generateBundle() {
      const { url, origin } = backend ?? resolveBuildBackend(options.env);
      const files = hostConfigFiles(url);
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file.path, source: file.content });
      }
      this.environment.logger.info(`security headers: connect-src ${origin} (${files.map((file) => file.path).join(', ')})`);
    },
  };
}
