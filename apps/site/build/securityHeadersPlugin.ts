import type { Plugin } from 'vite';
import type * as DataConfig from '@agency/data/config';
import { backendOrigin } from '../security/headers';
import { hostConfigFiles } from '../security/host-configs';

/** Options of {@link securityHeadersPlugin}. */
export interface SecurityHeadersPluginOptions {
  /**
   * The Vite env of the site's config (`loadEnv(mode, apps/site, 'VITE_')`: the process
   * environment, then `apps/site/.env*`), the same values the browser bundle gets as
   * `import.meta.env`, read by the same `resolveClientConfig` of `@agency/data`.
   */
  env: Record<string, string | undefined>;
}

/** Whether `url` is an absolute http(s) URL, whose origin the Content-Security-Policy can allow. */
function isBackendUrl(url: string): boolean {
  try {
    backendOrigin(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `key` grants more than a visitor's rights: a secret key (`sb_secret_…`) or a JWT whose
 * role is `service_role`. Here, in the build, never in the browser bundle (which must not even
 * hold the role's name: `security/secrets.ts`).
 */
function isSecretKey(key: string): boolean {
  if (key.startsWith('sb_secret_')) return true;
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || !payload) return false;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }).role === 'service_role';
  } catch {
    return false;
  }
}

/** The message a build stops with when `VITE_SUPABASE_PUBLISHABLE_KEY` (or the legacy variable) holds a secret key. */
const SECRET_KEY_GIVEN =
  'VITE_SUPABASE_PUBLISHABLE_KEY (or VITE_SUPABASE_ANON_KEY) holds a secret key, which bypasses row level security and ' +
  "must never reach a browser: set the project's publishable key (sb_publishable_…) instead.";

/** The message a build stops with when `VITE_SUPABASE_URL` is not an absolute http(s) URL. */
const notABackendUrl = (value: string | undefined, local: string) =>
  `VITE_SUPABASE_URL is not a backend URL: ${JSON.stringify(value)}. ` +
  'Set it to your Supabase project URL, e.g. https://<ref>.supabase.co (a custom domain or a localhost URL work too), ' +
  `or leave it unset to build against the local backend ${local}. ` +
  'The site would call that URL and its Content-Security-Policy (connect-src) allows exactly its origin.';

/**
 * Writes the static hosts' header files into the browser build (`dist/client/_headers` for
 * Netlify and Cloudflare Pages, `dist/client/vercel.json` for Vercel; `host-configs.ts`), for the
 * backend the bundle talks to, so the Content-Security-Policy's `connect-src` follows
 * `VITE_SUPABASE_URL` with no hand edit. The site's own static server (`server/serve.ts`) serves
 * the same `_headers`.
 *
 * The backend is read as the browser bundle reads it (`resolveClientConfig` of `@agency/data`)
 * and checked when the build starts, so a wrong URL, a URL without a publishable key or a
 * secret key in its place fails the build before anything is compiled (`this.error`, naming the
 * variable to set); an unset URL warns that the headers allow the local backend only.
 * @param options - `env`: the Vite env of the site's config.
 * @returns a build-only plugin that runs once, in the browser (`client`) environment.
 * @see docs/architecture.md "Security model"; docs/decisions/0003-content-security-policy.md
 */
export function securityHeadersPlugin(options: SecurityHeadersPluginOptions): Plugin {
  let backend: { url: string; origin: string } | undefined;
  return {
    name: 'agency:security-headers',
    apply: 'build',
    // Once, into the browser build (React Router also builds a server bundle for prerendering).
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      // The Vite config runs on plain Node and @agency/data is TypeScript source: load it with tsx.
      const { tsImport } = await import('tsx/esm/api');
      const { LOCAL_BACKEND_URL, resolveClientConfig } = (await tsImport('@agency/data/config', import.meta.url)) as typeof DataConfig;
      // The URL's form first, then the key that goes with it (resolveClientConfig names what to set).
      const given = options.env.VITE_SUPABASE_URL?.trim();
      if (given && !isBackendUrl(given)) return this.error(notABackendUrl(options.env.VITE_SUPABASE_URL, LOCAL_BACKEND_URL));
      let config: DataConfig.ResolvedClientConfig;
      try {
        config = resolveClientConfig(options.env);
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
      if (isSecretKey(config.publishableKey)) return this.error(SECRET_KEY_GIVEN);
      const origin = backendOrigin(config.url);
      backend = { url: config.url, origin };
      if (config.local) {
        this.warn(
          `VITE_SUPABASE_URL is unset: the site and its Content-Security-Policy use the local backend ${origin}. ` +
            'For a deploy, set VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY to your project and build again.',
        );
      }
    },
    generateBundle() {
      if (!backend) return this.error('security headers: the backend was not resolved (buildStart did not run)');
      const files = hostConfigFiles(backend.url);
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file.path, source: file.content });
      }
      this.environment.logger.info(`security headers: connect-src ${backend.origin} (${files.map((file) => file.path).join(', ')})`);
    },
  };
}
