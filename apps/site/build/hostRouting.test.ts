/**
 * The routing files the build writes for the three static hosts the README names
 * (security/host-configs.ts, build/hostRouting.ts), applied as each host applies them, to a small
 * build laid out as the real one is (a page per route folder, a post and its `.data`, the SPA
 * fallback, an asset):
 * - Cloudflare Pages: its own local emulator, `wrangler pages dev` (workerd, offline);
 * - Netlify: its own rewrite engine and static file lookup (`@netlify/redirects`,
 *   `@netlify/static`, composed as `@netlify/dev` composes them), then `404.html` as Netlify
 *   serves it for a path with no file and no rule;
 * - Vercel: its own translation of `vercel.json` into routes (`@vercel/routing-utils`), applied as
 *   its routing docs say: files first (a folder's `index.html` included), then the rewrites, then
 *   `404.html` with status 404; both for the built folder deployed as it is and for the Build
 *   Output API folder a build on Vercel writes (build/vercelOutput.ts).
 * What every host must give: each page its own HTML, a post newer than the build the SPA
 * fallback with status 200, files as they are, and any other path the fallback as a 404 (the app
 * then sends the visitor home, docs/requirements.md §2.1).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RedirectsHandler } from '@netlify/redirects';
import { StaticHandler } from '@netlify/static';
import { getTransformedRoutes, type Route } from '@vercel/routing-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostRedirects, netlifyHeaders, NOT_FOUND_FILE, SPA_FALLBACK_FILE, vercelJson } from '../security/host-configs';
import { writeHostRouting } from './hostRouting';
import { writeVercelBuildOutput } from './vercelOutput';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
let root: string;
let dir: string;

const PAGES: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  'blog/index.html': '<h1>blog list</h1>',
  'blog/known-post/index.html': '<h1>known post</h1>',
  'blog/known-post.data': 'post data',
  'blog.data': 'list data',
  [SPA_FALLBACK_FILE]: '<p>fallback</p>',
  'assets/app-1234.js': 'js',
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'host-routing-'));
  dir = path.join(root, 'client');
  for (const [file, content] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  writeFileSync(path.join(dir, '_headers'), netlifyHeaders('https://ref.supabase.co'));
  writeFileSync(path.join(dir, 'vercel.json'), vercelJson('https://ref.supabase.co'));
  await writeHostRouting(dir, ['known-post']);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What a visitor must get for each path (after any redirect the host makes): status and body. */
const EXPECTED: [string, number, string][] = [
  ['/', 200, '<h1>home</h1>'],
  ['/blog', 200, '<h1>blog list</h1>'],
  ['/blog/', 200, '<h1>blog list</h1>'],
  ['/blog/known-post', 200, '<h1>known post</h1>'],
  ['/blog/known-post.data', 200, 'post data'],
  ['/blog.data', 200, 'list data'],
  ['/blog/published-after-the-build', 200, '<p>fallback</p>'],
  ['/assets/app-1234.js', 200, 'js'],
  ['/no-such-page', 404, '<p>fallback</p>'],
];

describe('the files the build writes', () => {
  it('404.html is the SPA fallback; _redirects keeps each prerendered post before the catch-all', () => {
    expect(readFileSync(path.join(dir, NOT_FOUND_FILE), 'utf8')).toBe(PAGES[SPA_FALLBACK_FILE]);
    expect(hostRedirects(['a', 'b-c']).split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/blog  /blog/  200',
      '/blog/  /blog/  200',
      '/blog/a  /blog/a/  200',
      '/blog/a/  /blog/a/  200',
      '/blog/a.data  /blog/a.data  200',
      '/blog/b-c  /blog/b-c/  200',
      '/blog/b-c/  /blog/b-c/  200',
      '/blog/b-c.data  /blog/b-c.data  200',
      '/blog/*  /__spa-fallback  200',
    ]);
  });
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Cloudflare Pages (wrangler pages dev)', () => {
  let base: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const port = await freePort();
    const wrangler = path.join(siteRoot, '..', '..', 'node_modules', '.bin', 'wrangler');
    // Its state (.wrangler/) goes to the temporary folder, not the repository.
    const child = spawn(wrangler, ['pages', 'dev', dir, '--port', String(port), '--ip', '127.0.0.1'], {
      cwd: root,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`wrangler exited:\n${output}`);
      if (await fetch(base).then(() => true, () => false)) break;
      if (Date.now() > deadline) throw new Error(`wrangler did not answer within 60 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    stop = async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    };
  }, 90_000);
  afterAll(() => stop?.());

  it.each(EXPECTED)('%s → %i', async (pathname, status, body) => {
    const response = await fetch(base + pathname);
    expect([response.status, await response.text()]).toEqual([status, body]);
  });
});

describe("Netlify (its rewrite engine and static lookup)", () => {
  const statics = () => new StaticHandler({ directory: dir });
  const redirects = () => new RedirectsHandler({ configRedirects: [], jwtRoleClaim: '', jwtSecret: '', projectDir: dir, publicDir: dir });

  /** One request through Netlify's chain: a matching rule (unless a file shadows it), else the file, else 404.html. */
  async function netlify(pathname: string): Promise<Response> {
    const request = new Request(`https://site.netlify.app${pathname}`);
    const rules = redirects();
    const match = await rules.match(request);
    if (match) {
      const response = await rules.handle(request, match, async (candidate) => {
        const file = await statics().match(candidate);
        return file ? () => file.handle() : undefined;
      });
      if (response) return response;
    }
    const file = await statics().match(request);
    if (file) return file.handle();
    return new Response(readFileSync(path.join(dir, NOT_FOUND_FILE)), { status: 404 });
  }

  it.each(EXPECTED)('%s → %i', async (pathname, status, body) => {
    const response = await netlify(pathname);
    expect([response.status, await response.text()]).toEqual([status, body]);
  });
});

/**
 * A request through Vercel's routes as its routing docs describe them: routes before
 * `filesystem` (the headers, `continue`), then the files (a folder's `index.html` included), then
 * the routes after it (the rewrites), and when nothing served the path, the `error` phase's routes
 * (the Build Output API), else the deployment's `404.html` (a static deploy).
 */
function vercel(routes: Route[], pathname: string): { status: number; body: string } {
  const fileFor = (candidate: string) => {
    for (const option of [candidate, path.posix.join(candidate, 'index.html')]) {
      const file = path.join(dir, decodeURIComponent(option));
      if (file.startsWith(dir) && statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
    }
    return undefined;
  };
  let phase: string | null = null;
  for (const route of routes) {
    if ('handle' in route) {
      phase = route.handle;
      if (phase === 'filesystem') {
        const file = fileFor(pathname);
        if (file) return { status: 200, body: readFileSync(file, 'utf8') };
      }
      continue;
    }
    if (!new RegExp(route.src).test(pathname) || (phase === null && route.continue)) continue;
    const file = route.dest && fileFor(new URL(route.dest, 'https://x').pathname);
    if (file) return { status: route.status ?? 200, body: readFileSync(file, 'utf8') };
  }
  return { status: 404, body: readFileSync(path.join(dir, NOT_FOUND_FILE), 'utf8') };
}

describe('Vercel', () => {
  const config = () => JSON.parse(readFileSync(path.join(dir, 'vercel.json'), 'utf8'));

  describe('the built folder deployed as it is (its vercel.json, as routing-utils turns it into routes)', () => {
    const routes = () => {
      const { routes: transformed, error } = getTransformedRoutes({ rewrites: config().rewrites, headers: config().headers });
      if (error || !transformed) throw new Error(`vercel.json: ${error?.message}`);
      return transformed;
    };
    it('the headers apply to every path and the rewrite follows the files', () => {
      expect(routes().map((route) => ('handle' in route ? route.handle : route.continue ? 'headers' : 'rewrite'))).toEqual(['headers', 'filesystem', 'rewrite']);
    });
    it.each(EXPECTED)('%s → %i', (pathname, status, body) => {
      expect(vercel(routes(), pathname)).toEqual({ status, body });
    });
  });

  describe('built by Vercel (a Git deploy or its deploy hook): the Build Output API', () => {
    let output: string;
    beforeAll(async () => {
      output = await writeVercelBuildOutput(dir, root);
    });
    it('static/ is the build without other hosts\' files; config.json is version 3', () => {
      expect(readFileSync(path.join(output, 'static', 'blog', 'known-post', 'index.html'), 'utf8')).toBe('<h1>known post</h1>');
      expect(statSync(path.join(output, 'static', '_redirects'), { throwIfNoEntry: false })).toBeUndefined();
      expect(JSON.parse(readFileSync(path.join(output, 'config.json'), 'utf8')).version).toBe(3);
    });
    it.each(EXPECTED)('%s → %i', (pathname, status, body) => {
      const { routes } = JSON.parse(readFileSync(path.join(output, 'config.json'), 'utf8')) as { routes: Route[] };
      expect(vercel(routes, pathname)).toEqual({ status, body });
    });
  });
});
