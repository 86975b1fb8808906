/**
 * The build writes the static hosts' header files for the backend it talks to
 * (`securityHeadersPlugin`): the backend URL formats it accepts, the errors it stops on, and a
 * real Vite build of the site's browser bundle with a hosted project's URL, whose `_headers`,
 * `vercel.json` and static server allow that project's origin and not the local backend.
 * @see docs/decisions/0003-content-security-policy.md
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { serveSite } from '../server/serve';
import { securityHeaders } from '../security/headers';
import { hostConfigFiles } from '../security/host-configs';
import { directives, expectHeadersFileForEveryPath, expectVercelJsonForEveryPath } from '../security/testing';
import { LOCAL_BACKEND_URL } from '@agency/data';
import { LOCAL_SERVICE_ROLE_KEY } from '@agency/domain/local-backend';
import { securityHeadersPlugin } from './securityHeadersPlugin';

const SITE_DIR = fileURLToPath(new URL('..', import.meta.url));
const HOSTED_URL = 'https://example-ref.supabase.co';
const LOCAL = LOCAL_BACKEND_URL;
/** A hosted project's publishable key (the format the dashboard shows; not a real key). */
const PUBLISHABLE_KEY = 'sb_publishable_exampleRefKey0000000000_0000';

describe('securityHeadersPlugin', () => {
  type Hook = (this: unknown) => void | Promise<void>;
  const context = () => ({ error: vi.fn((message: string) => { throw new Error(message); }), warn: vi.fn(), emitFile: vi.fn(), environment: { logger: { info: vi.fn() } } });
  /** Runs the plugin's buildStart and generateBundle for `VITE_SUPABASE_URL` (unset: undefined) and returns what it emitted and said. */
  async function build(url: string | undefined) {
    const plugin = securityHeadersPlugin({ env: url === undefined ? {} : { VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY } });
    const hooks = context();
    await (plugin.buildStart as Hook).call(hooks);
    await (plugin.generateBundle as Hook).call(hooks);
    const headersFile = hooks.emitFile.mock.calls.map(([file]) => file as { fileName: string; source: string }).find((file) => file.fileName === '_headers');
    return { ...hooks, connectSrc: directives(/Content-Security-Policy: (.*)/.exec(headersFile?.source ?? '')?.[1] ?? '')['connect-src'] };
  }

  it('uses the local backend when VITE_SUPABASE_URL is unset or blank, and warns', async () => {
    for (const url of [undefined, ' ']) {
      const { connectSrc, warn } = await build(url);
      expect(connectSrc, String(url)).toEqual(["'self'", LOCAL]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`VITE_SUPABASE_URL is unset: the site and its Content-Security-Policy use the local backend ${LOCAL}`));
    }
  });

  it('allows the origin of a hosted project, a custom domain, a path or trailing slash, and the local addresses', async () => {
    const formats: [url: string, origin: string][] = [
      ['https://ref.supabase.co', 'https://ref.supabase.co'],
      [' https://ref.supabase.co/ ', 'https://ref.supabase.co'],
      ['https://db.thumbcraft.example/supabase/', 'https://db.thumbcraft.example'],
      ['http://127.0.0.1:54321', 'http://127.0.0.1:54321'],
      ['http://localhost:54321', 'http://localhost:54321'],
    ];
    for (const [url, origin] of formats) {
      const { connectSrc, warn, error } = await build(url);
      expect(connectSrc, url).toEqual(["'self'", origin]);
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    }
  });

  it('fails the build at its start on a URL that is not absolute http(s), saying what to set', async () => {
    for (const url of ['ref.supabase.co', 'not a url', 'ftp://ref.supabase.co', "https://x.example; connect-src *"]) {
      const hooks = context();
      await expect((securityHeadersPlugin({ env: { VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY } }).buildStart as Hook).call(hooks), url).rejects.toThrow(
        `VITE_SUPABASE_URL is not a backend URL: ${JSON.stringify(url)}. Set it to your Supabase project URL, e.g. https://<ref>.supabase.co`,
      );
      expect(hooks.emitFile).not.toHaveBeenCalled();
    }
  });

  it('fails the build at its start on a URL without a key, naming VITE_SUPABASE_PUBLISHABLE_KEY, and on a secret key', async () => {
    const refused: [env: Record<string, string>, message: string][] = [
      [{ VITE_SUPABASE_URL: HOSTED_URL }, `VITE_SUPABASE_URL is set (${HOSTED_URL}) but VITE_SUPABASE_PUBLISHABLE_KEY is not`],
      [{ VITE_SUPABASE_URL: HOSTED_URL, VITE_SUPABASE_PUBLISHABLE_KEY: ' ' }, 'but VITE_SUPABASE_PUBLISHABLE_KEY is not'],
      [{ VITE_SUPABASE_URL: HOSTED_URL, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_secret_exampleRefKey0000000000_0000' }, 'holds a secret key'],
      [{ VITE_SUPABASE_URL: HOSTED_URL, VITE_SUPABASE_ANON_KEY: LOCAL_SERVICE_ROLE_KEY }, 'holds a secret key'],
      [{ VITE_SUPABASE_ANON_KEY: LOCAL_SERVICE_ROLE_KEY }, 'holds a secret key'],
    ];
    for (const [env, message] of refused) {
      const hooks = context();
      await expect((securityHeadersPlugin({ env }).buildStart as Hook).call(hooks), JSON.stringify(env)).rejects.toThrow(message);
      expect(hooks.emitFile).not.toHaveBeenCalled();
    }
  });

  it('emits _headers and vercel.json into the browser build only', async () => {
    const plugin = securityHeadersPlugin({ env: { VITE_SUPABASE_URL: HOSTED_URL, VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY } });
    expect(plugin.apply).toBe('build');
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect([applies({ name: 'client' }), applies({ name: 'ssr' })]).toEqual([true, false]);
    const { emitFile } = await build(HOSTED_URL);
    expect(emitFile.mock.calls.map(([file]) => file)).toEqual(
      hostConfigFiles(HOSTED_URL).map((file) => ({ type: 'asset', fileName: file.path, source: file.content })),
    );
  });
});

/**
 * The site's real browser build (its vite.config.ts, every plugin) into `apps/site/<outDir>`, in a
 * child process as `react-router build` runs it. Only the client environment: the full build
 * then prerenders, which needs the backend to answer (example-ref.supabase.co does not exist).
 */
async function buildBrowserBundle(outDir: string, supabaseUrl: string, publishableKey = PUBLISHABLE_KEY): Promise<void> {
  const script = [
    "import { createBuilder } from 'vite';",
    "const builder = await createBuilder({ root: process.cwd(), configFile: 'vite.config.ts', mode: 'production', logLevel: 'error' });",
    'await builder.build(builder.environments.client);',
  ].join('\n');
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: SITE_DIR,
    env: { ...process.env, VITE_SUPABASE_URL: supabaseUrl, VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey, SITE_BUILD_DIR: outDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

describe('the site build with a hosted project (VITE_SUPABASE_URL=https://example-ref.supabase.co)', () => {
  const outDir = `dist-test-headers-${process.pid}`;
  const clientDir = path.join(SITE_DIR, outDir, 'client');
  afterAll(() => rmSync(path.join(SITE_DIR, outDir), { recursive: true, force: true }));

  function expectHostedPolicy(csp: string | null | undefined, where: string) {
    expect(directives(csp ?? '')['connect-src'], where).toEqual(["'self'", HOSTED_URL]);
    expect(csp, where).not.toContain('127.0.0.1');
    expect(csp, where).not.toContain('54321');
  }

  it(
    'writes _headers and vercel.json for that origin only; the static server sends them; the bundle talks to the same URL',
    async () => {
      await buildBrowserBundle(outDir, HOSTED_URL);
      const expected = securityHeaders({ backendUrl: HOSTED_URL });
      const [headersFile, vercelFile] = hostConfigFiles(HOSTED_URL);

      const netlify = readFileSync(path.join(clientDir, '_headers'), 'utf8');
      expect(netlify).toBe(headersFile?.content);
      expectHeadersFileForEveryPath(netlify, expected);
      expectHostedPolicy(expected['Content-Security-Policy'], '_headers');

      const vercel = readFileSync(path.join(clientDir, 'vercel.json'), 'utf8');
      expect(vercel).toBe(vercelFile?.content);
      expectVercelJsonForEveryPath(vercel, expected);
      const vercelCsp = (JSON.parse(vercel) as { headers: { headers: { key: string; value: string }[] }[] }).headers[0]?.headers.find(
        (header) => header.key === 'Content-Security-Policy',
      )?.value;
      expectHostedPolicy(vercelCsp, 'vercel.json');

      const { server, url } = await serveSite({ dir: clientDir, port: 0 });
      try {
        const script = readdirSync(path.join(clientDir, 'assets')).find((file) => file.endsWith('.js'));
        const response = await fetch(`${url}/assets/${script}`);
        expect(response.status).toBe(200);
        for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
        expectHostedPolicy(response.headers.get('Content-Security-Policy'), 'static server');
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }

      const bundle = readdirSync(path.join(clientDir, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(clientDir, 'assets', file), 'utf8'))
        .join('\n');
      // The URL and key the browser bundle calls with (resolveClientConfig keeps the local ones only as its fallback).
      expect(bundle.includes(HOSTED_URL), `${HOSTED_URL} in the browser bundle`).toBe(true);
      expect(bundle.includes(PUBLISHABLE_KEY), 'the publishable key in the browser bundle').toBe(true);
    },
    180_000,
  );

  it(
    'stops with a clear message when VITE_SUPABASE_URL is not a URL',
    async () => {
      const failed = await buildBrowserBundle(`${outDir}-invalid`, 'example-ref.supabase.co').then(
        () => undefined,
        (error: { code?: number; stderr?: string }) => error,
      );
      rmSync(path.join(SITE_DIR, `${outDir}-invalid`), { recursive: true, force: true });
      expect(failed?.code).not.toBe(0);
      expect(failed?.stderr).toContain('VITE_SUPABASE_URL is not a backend URL: "example-ref.supabase.co". Set it to your Supabase project URL');
    },
    120_000,
  );
});
