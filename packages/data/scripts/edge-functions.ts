/**
 * Running this project's Supabase Edge Functions on a developer's machine, offline: each
 * `supabase/functions/<name>/index.ts` under Deno (the npm package `deno`), its npm packages
 * resolved from the repository's `node_modules` through the function's `deno.json`, called as
 * hosted Supabase calls it (a `POST` with the function's shared-secret header) on a schedule that
 * stands for Supabase Cron. Used by `lead-delivery.ts` and `site-rebuilds.ts`.
 * @see docs/architecture.md "Lead delivery"; docs/decisions/0006-publishing.md
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

/** A function's entry file and import map, in the Supabase CLI's layout. */
function edgeFunctionFiles(name: string): { entry: string; config: string } {
  const dir = fileURLToPath(new URL(`../supabase/functions/${name}/`, import.meta.url));
  return { entry: path.join(dir, 'index.ts'), config: path.join(dir, 'deno.json') };
}

/** A port nobody listens on now, chosen by the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Waits until `url` answers HTTP (any status).
 * @throws {Error} when `child` exits first, or after `timeoutMs` (default 60 s).
 */
export async function waitForHttp(url: string, child: ChildProcess, label: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${label} exited before it answered at ${url}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs} ms`);
}

/** Ends `child` with `signal` (SIGKILL after 5 s) and waits for it. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** An Edge Function running under Deno. */
export interface EdgeFunction {
  /** Its address, as hosted Supabase names it: `http://127.0.0.1:<port>/functions/v1/<name>`. */
  url: string;
  /** One call, as Supabase Cron makes it (`POST` with the shared secret): the JSON answer. */
  invoke(): Promise<unknown>;
  /** Ends the process (`SIGKILL` kills it mid-call). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** What {@link startEdgeFunction} runs. */
export interface EdgeFunctionOptions {
  /** The folder under `supabase/functions/`, e.g. `notify-leads`. */
  name: string;
  /** The header the function checks, and its value. */
  secretHeader: string;
  secret: string;
  /** The function's environment (on top of this process's); `PORT` is set here. */
  env: Record<string, string>;
  /** Default: a free port. */
  port?: number;
}

/**
 * Runs `supabase/functions/<name>/index.ts` under Deno with network, environment and read access.
 * @returns once the function answers HTTP; throws if Deno exits first.
 */
export async function startEdgeFunction(options: EdgeFunctionOptions): Promise<EdgeFunction> {
  const port = options.port ?? (await freePort());
  const { entry, config } = edgeFunctionFiles(options.name);
  const env = { ...(process.env as Record<string, string>), DENO_NO_UPDATE_CHECK: '1', ...options.env, PORT: String(port) };
  const args = ['run', '--allow-net', '--allow-env', '--allow-read', '--node-modules-dir=manual', '--config', config, entry];
  const child = spawn(bin('deno'), args, { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}/functions/v1/${options.name}`;
  await waitForHttp(url, child, `the ${options.name} function`);
  return {
    url,
    invoke: async () => {
      const response = await fetch(url, { method: 'POST', headers: { [options.secretHeader]: options.secret } });
      return response.json();
    },
    stop: (signal) => stopChild(child, signal),
  };
}

/**
 * Calls `fn` every `periodSeconds` (Supabase Cron's schedule, `* * * * *` in production); a call
 * still running is not overlapped. Failures go to `onError`, never thrown.
 * @param onResult - what each call answered (e.g. to log a rebuild request).
 * @returns a function that stops the schedule.
 */
export function scheduleCalls(
  fn: Pick<EdgeFunction, 'invoke'>,
  periodSeconds: number,
  { onError, onResult }: { onError: (error: unknown) => void; onResult?: (answer: unknown) => void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    fn.invoke()
      .then(onResult, onError)
      .finally(() => (running = false));
  }, periodSeconds * 1000);
  return () => clearInterval(timer);
}
