/**
 * Vercel's Build Output API for a build made by Vercel itself (a Git deploy, or its deploy hook:
 * docs/decisions/0006-publishing.md). Vercel reads `vercel.json` from the root of what it
 * deploys, before the build, so the `vercel.json` this build writes into its output only counts
 * when that output is deployed as it is (`vercel deploy apps/site/dist/client`). When Vercel
 * builds, the build hands it `.vercel/output` instead: the browser build as `static/`, and a
 * `config.json` whose routes are `vercel.json`'s headers and rewrites as Vercel itself turns them
 * into routes (`@vercel/routing-utils`), then `404.html` for any path nothing serves.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getTransformedRoutes, type Route } from '@vercel/routing-utils';
import { NOT_FOUND_FILE } from '../security/host-configs';

/** Files of the browser build that are other hosts' configuration, or copies Vercel makes itself. */
const NOT_STATIC = /(?:^|[\\/])(?:_headers|_redirects|vercel\.json)$|\.(?:br|gz)$/;

/**
 * The routes of `config.json` for a browser build's `vercel.json`.
 * @throws {Error} when Vercel's own translation refuses `vercel.json`.
 */
export function vercelRoutes(vercelJson: { headers?: unknown; rewrites?: unknown }): Route[] {
  const { routes, error } = getTransformedRoutes({ headers: vercelJson.headers, rewrites: vercelJson.rewrites } as Parameters<typeof getTransformedRoutes>[0]);
  if (error || !routes) throw new Error(`vercel.json: ${error?.message ?? 'no routes'}`);
  return [...routes, { handle: 'error' }, { src: '/.*', dest: `/${NOT_FOUND_FILE}`, status: 404 }];
}

/**
 * Writes `<projectDir>/.vercel/output` (Build Output API v3) from the browser build.
 * @param clientDir - the browser build, with its `vercel.json`.
 * @param projectDir - where Vercel runs the build (its project's root directory).
 * @returns the output directory.
 */
export async function writeVercelBuildOutput(clientDir: string, projectDir: string): Promise<string> {
  const output = path.join(projectDir, '.vercel', 'output');
  const routes = vercelRoutes(JSON.parse(await readFile(path.join(clientDir, 'vercel.json'), 'utf8')));
  await rm(output, { recursive: true, force: true });
  await mkdir(output, { recursive: true });
  await cp(clientDir, path.join(output, 'static'), { recursive: true, filter: (source) => !NOT_STATIC.test(source) });
  await writeFile(path.join(output, 'config.json'), `${JSON.stringify({ version: 3, routes }, null, 2)}\n`);
  return output;
}
