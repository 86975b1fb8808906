/**
 * A project with no blog posts yet (a new hosted project, before its first post) builds: the
 * site's real build (`react-router build`) against the local backend with the `blogs` table
 * empty prerenders every route, `/blog` with its empty state, and the SPA fallback that a post
 * published later opens through. (With `ssr: false` React Router refuses a build-time `loader`
 * on a route no prerendered path matches: the post's loaders live in the blog's layout route.)
 * @see docs/architecture.md "Data flow"
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sqlSourcesIn, startLocalBackend, type LocalBackend } from '@agency/local-backend';
import { afterAll, beforeAll, expect, it } from 'vitest';

const SITE_DIR = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = `dist-test-empty-${process.pid}`;
const client = path.join(SITE_DIR, OUT_DIR, 'client');
let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, dataDir: null, sources: sqlSourcesIn(fileURLToPath(new URL('../../../packages/data/supabase', import.meta.url))) });
  await backend.db.exec('delete from public.blogs');
}, 120_000);

afterAll(async () => {
  await backend?.close();
  rmSync(path.join(SITE_DIR, OUT_DIR), { recursive: true, force: true });
});

it(
  'builds with no posts: /blog prerenders its empty state, no post page, the SPA fallback is there',
  async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', 'build', '--silent'], {
      cwd: SITE_DIR,
      env: { ...process.env, VITE_SUPABASE_URL: backend.url, SITE_BUILD_DIR: OUT_DIR, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(stdout).toContain(`blog posts: read 0 from ${backend.url}`);
    expect(readFileSync(path.join(client, 'blog', 'index.html'), 'utf8')).toContain('No blog posts available yet. Check back soon!');
    expect(readdirSync(path.join(client, 'blog'), { withFileTypes: true }).filter((entry) => entry.isDirectory())).toEqual([]);
    expect(existsSync(path.join(client, '__spa-fallback.html'))).toBe(true);
    expect(readFileSync(path.join(client, 'sitemap.xml'), 'utf8')).not.toMatch(/\/blog\/[^<]/);
  },
  300_000,
);
