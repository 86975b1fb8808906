/**
 * The local host with a build hook (server/live-site.ts), with a builder that writes a tiny
 * "build" instead of the site's: the first build is served; a hook call builds again and the new
 * build is switched in at once, every request answered wholly by one build; a failed build keeps
 * the last good one serving and says why; hook calls during a build fold into one more build; a
 * page's assets from the build before still load.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { netlifyHeaders } from '../security/host-configs';
import { startLiveSite, type LiveSite, type SiteBuilder } from './live-site';

const dirs: string[] = [];
const sites: LiveSite[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A builder whose n-th build writes a page saying `build n` and an asset of its own; `fail` builds reject. */
function fakeBuilder({ fail = new Set<number>(), gate }: { fail?: Set<number>; gate?: () => Promise<void> } = {}) {
  let builds = 0;
  const builder: SiteBuilder = async (outDir) => {
    builds += 1;
    const n = builds;
    await gate?.();
    if (fail.has(n)) throw new Error(`exit code 1:\nPrerender: the backend could not be reached (build ${n})`);
    const client = path.join(outDir, 'client');
    mkdirSync(path.join(client, 'assets'), { recursive: true });
    writeFileSync(path.join(client, 'index.html'), `<h1>build ${n}</h1>`);
    writeFileSync(path.join(client, '__spa-fallback.html'), `<p>fallback ${n}</p>`);
    writeFileSync(path.join(client, 'assets', `chunk-${n}.js`), `/* ${n} */`);
    writeFileSync(path.join(client, '_headers'), netlifyHeaders('http://127.0.0.1:54321'));
  };
  return { builder, count: () => builds };
}

async function start(builder: SiteBuilder) {
  const buildsDir = mkdtempSync(path.join(tmpdir(), 'live-site-'));
  dirs.push(buildsDir);
  const lines: string[] = [];
  const site = await startLiveSite({ buildsDir, port: 0, hookPort: 0, build: builder, log: (line) => lines.push(line) });
  sites.push(site);
  return { site, lines, buildsDir };
}

const page = async (site: LiveSite, pathname = '/') => {
  const response = await fetch(new URL(pathname, site.url));
  return `${response.status} ${await response.text()}`;
};

describe('the local host', () => {
  it('serves its first build with the headers it wrote, and answers the hook with 202 for POST only', async () => {
    const { site } = await start(fakeBuilder().builder);
    const response = await fetch(site.url);
    expect([response.status, await response.text()]).toEqual([200, '<h1>build 1</h1>']);
    expect(response.headers.get('content-security-policy')).toContain('connect-src');
    expect((await fetch(site.hookUrl)).status).toBe(405);
    expect((await fetch(new URL('/elsewhere', site.hookUrl), { method: 'POST' })).status).toBe(404);
  });

  it('a hook call builds again and switches the new build in; assets of the build before still load', async () => {
    const { site, lines, buildsDir } = await start(fakeBuilder().builder);
    const answer = await fetch(site.hookUrl, { method: 'POST' });
    expect([answer.status, await answer.json()]).toEqual([202, { building: true }]);
    await expect.poll(() => page(site)).toBe('200 <h1>build 2</h1>');
    expect(await page(site, '/assets/chunk-1.js')).toBe('200 /* 1 */');
    expect(await page(site, '/assets/chunk-2.js')).toBe('200 /* 2 */');
    expect(lines.at(-1)).toMatch(/^build 2 is live \(\d+ s\)$/);
    // Two builds later, the first is gone from disk (the one served and the one before stay).
    await site.rebuild();
    await site.rebuild();
    expect([existsSync(path.join(buildsDir, 'build-1')), existsSync(path.join(buildsDir, 'build-3')), existsSync(path.join(buildsDir, 'build-4'))]).toEqual([false, true, true]);
    expect(await page(site, '/assets/chunk-1.js')).toBe('404 Not found');
  });

  it('a build that fails leaves the last good one serving and logs why', async () => {
    const { site, lines } = await start(fakeBuilder({ fail: new Set([2]) }).builder);
    await site.rebuild();
    expect(await page(site)).toBe('200 <h1>build 1</h1>');
    expect(lines.at(-1)).toBe('build 2 failed, build 1 keeps serving: exit code 1:\nPrerender: the backend could not be reached (build 2)');
    await site.rebuild();
    expect(await page(site)).toBe('200 <h1>build 3</h1>');
  });

  it('calls during a build fold into one more build after it; every request meanwhile gets a whole build', async () => {
    let open!: () => void;
    let gated = false;
    const gate = () => (gated ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve());
    const fake = fakeBuilder({ gate });
    const { site } = await start(fake.builder);
    gated = true;
    const first = site.rebuild();
    await expect.poll(() => fake.count()).toBe(2);
    for (let i = 0; i < 5; i += 1) await fetch(site.hookUrl, { method: 'POST' });
    // Mid-build: still the old build, whole.
    expect(await page(site)).toBe('200 <h1>build 1</h1>');
    expect(await page(site, '/blog/new-post')).toBe('200 <p>fallback 1</p>');
    gated = false;
    open();
    await first;
    expect(fake.count()).toBe(3);
    expect(await page(site)).toBe('200 <h1>build 3</h1>');
  });
});
