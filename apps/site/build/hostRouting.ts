/**
 * The static hosts' routing of paths the build has no page for, written at the end of the build
 * (`react-router.config.ts` `buildEnd`), once the posts and the SPA fallback exist: `_redirects`
 * (Netlify, Cloudflare Pages) and `404.html` (all three hosts). Vercel's rewrites are in the
 * `vercel.json` the security-headers plugin writes (`security/host-configs.ts`).
 * @see docs/decisions/0006-publishing.md
 */
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hostRedirects, NOT_FOUND_FILE, SPA_FALLBACK_FILE } from '../security/host-configs';

/**
 * Writes `_redirects` for the prerendered posts and `404.html` (a copy of the SPA fallback) into
 * the browser build.
 * @param clientDir - the browser build (`<buildDirectory>/client`), with its `__spa-fallback.html`.
 * @param slugs - the prerendered posts' slugs.
 * @returns the names of the files written.
 * @throws the file system's error when the fallback is missing or a file cannot be written.
 */
export async function writeHostRouting(clientDir: string, slugs: readonly string[]): Promise<string[]> {
  await writeFile(path.join(clientDir, '_redirects'), hostRedirects(slugs));
  await copyFile(path.join(clientDir, SPA_FALLBACK_FILE), path.join(clientDir, NOT_FOUND_FILE));
  return ['_redirects', NOT_FOUND_FILE];
}
