/**
 * The local stand-in for a static host with a build hook (`npm start`): it builds the site,
 * serves the build, and builds again whenever its hook is called, the way Netlify, Cloudflare
 * Pages and Vercel do when the rebuild-site Edge Function calls theirs
 * (docs/decisions/0006-publishing.md).
 *
 * - Each build goes into a directory of its own under `buildsDir` (`build-<n>/`), at the lowest
 *   CPU priority (`nice -n 19`), so the site and the API keep answering while it works.
 * - A build that succeeds is switched in atomically ({@link ServedSite.switchTo}); the one before
 *   stays on disk (its assets are still served to pages loaded from it), older ones are removed.
 * - A build that fails leaves the last good one serving and logs why (its exit code and the end of
 *   its output).
 * - Calls of the hook while a build runs are folded into one more build after it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSite, type ServedSite } from './serve';

const siteDir = fileURLToPath(new URL('..', import.meta.url));

/** The path the hook answers on, as a host's build hook URL has a path of its own. */
export const BUILD_HOOK_PATH = '/build-hook';

/** How many lines of a failed build's output the log repeats. */
const FAILURE_LINES = 15;

/**
 * Builds the site into `outDir` (its `client/` is what is served); rejects with what went wrong.
 * `echo`: also print the build's output as it comes (the first build of `npm start`).
 */
export type SiteBuilder = (outDir: string, options: { echo: boolean }) => Promise<void>;

/**
 * `npm run build` of the site with `SITE_BUILD_DIR=outDir`, at the lowest CPU priority (`nice -n
 * 19`; where there is no `nice`, as on Windows, at normal priority), with `env` (the backend's
 * `VITE_*` variables).
 * @returns a {@link SiteBuilder}; its promise rejects with the exit code and the last lines of the
 *   build's output.
 */
export function npmSiteBuilder(env: NodeJS.ProcessEnv = process.env): SiteBuilder {
  return async (outDir, { echo }) => {
    const [command, args] = process.platform === 'win32' ? ['npm', ['run', 'build', '--silent']] : ['nice', ['-n', '19', 'npm', 'run', 'build', '--silent']];
    const child = spawn(command, args as string[], { cwd: siteDir, env: { ...env, SITE_BUILD_DIR: outDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      if (echo) process.stdout.write(chunk);
      output.push(...chunk.toString().split('\n').filter((line) => line.trim() !== ''));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`exit code ${code}:\n${output.slice(-FAILURE_LINES).join('\n')}`);
  };
}

/** Options of {@link startLiveSite}. */
export interface LiveSiteOptions {
  /** Where the builds go, one directory each (e.g. `.data/site`). */
  buildsDir: string;
  /** The site's port (0: a free one) and interface (default 127.0.0.1). */
  port: number;
  host?: string;
  /** The build hook's port (0: a free one), on the same interface. */
  hookPort: number;
  /** Default {@link npmSiteBuilder}. */
  build?: SiteBuilder;
  /** Where progress is reported (default `console.log`). */
  log?: (line: string) => void;
}

/** A running live site. */
export interface LiveSite {
  /** The site, e.g. `http://127.0.0.1:4173`. */
  url: string;
  /** The build hook: `POST` it to build again (`http://127.0.0.1:<port>/build-hook`). */
  hookUrl: string;
  /** The build served now (its `client/` directory). */
  readonly served: string;
  /** Builds again now (as a hook call does); resolves once that build is live or has failed. */
  rebuild(): Promise<void>;
  /** Stops both servers (the builds stay on disk). */
  close(): Promise<void>;
}

const listen = async (server: Server, port: number, host: string) => {
  server.listen(port, host);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

/**
 * Builds the site once, serves it, and answers its build hook.
 * @returns once the first build is served.
 * @throws {Error} when the first build fails (there is nothing to serve).
 */
export async function startLiveSite(options: LiveSiteOptions): Promise<LiveSite> {
  const { port, host = '127.0.0.1', hookPort, build = npmSiteBuilder(), log = (line) => console.log(line) } = options;
  // Absolute: the build runs in the site's folder.
  const buildsDir = path.resolve(options.buildsDir);
  mkdirSync(buildsDir, { recursive: true });
  const serial = readdirSync(buildsDir).reduce((n, name) => Math.max(n, Number(/^build-(\d+)$/.exec(name)?.[1] ?? 0)), 0);
  let next = serial + 1;
  const outDirOf = (n: number) => path.join(buildsDir, `build-${n}`);

  const first = next++;
  await build(outDirOf(first), { echo: true });
  const site: ServedSite = await serveSite({ dir: path.join(outDirOf(first), 'client'), port, host });
  let live = first;

  /** Removes every build but the one served and the one before it. */
  const prune = () => {
    for (const name of readdirSync(buildsDir)) {
      const n = Number(/^build-(\d+)$/.exec(name)?.[1]);
      if (Number.isInteger(n) && n < live - 1) rmSync(path.join(buildsDir, name), { recursive: true, force: true });
    }
  };
  prune();

  let running: Promise<void> | null = null;
  let again = false;
  const buildOnce = async () => {
    const n = next++;
    const started = Date.now();
    log(`content changed: building again (build ${n}, at low priority)…`);
    try {
      await build(outDirOf(n), { echo: false });
      site.switchTo(path.join(outDirOf(n), 'client'));
      live = n;
      log(`build ${n} is live (${Math.round((Date.now() - started) / 1000)} s)`);
      prune();
    } catch (error) {
      rmSync(outDirOf(n), { recursive: true, force: true });
      log(`build ${n} failed, build ${live} keeps serving: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const rebuild = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await buildOnce();
      } while (again);
      running = null;
    })();
    return running;
  };

  const hook = createServer((req, res) => {
    if (req.url !== BUILD_HOOK_PATH || req.method !== 'POST') {
      res.statusCode = req.url === BUILD_HOOK_PATH ? 405 : 404;
      res.end();
      return;
    }
    req.resume();
    void rebuild();
    res.statusCode = 202;
    res.setHeader('Content-Type', 'application/json');
    res.end('{"building":true}');
  });
  const boundHookPort = await listen(hook, hookPort, host);

  return {
    url: site.url,
    hookUrl: `http://${host}:${boundHookPort}${BUILD_HOOK_PATH}`,
    get served() {
      return site.dir;
    },
    rebuild,
    close: async () => {
      site.server.closeAllConnections();
      hook.closeAllConnections();
      await Promise.all([new Promise((resolve) => site.server.close(resolve)), new Promise((resolve) => hook.close(resolve))]);
    },
  };
}
