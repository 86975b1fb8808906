/**
 * The local stand-in for a Supabase Database Webhook on inserts: after each successful insert
 * through the API, a fire-and-forget `POST <url>` with `{"table": "<table>"}`. Hosted, the same
 * notification comes from a trigger calling `pg_net`, which neither PGlite nor the test server
 * has; so the local backend sends it itself (`LocalBackendOptions.afterInsert`, the CLI's
 * `--after-insert-url`).
 *
 * @see README.md "After-insert hook (a local Database Webhook)"
 */

/** How {@link afterInsertWebhook} calls its URL. */
export interface AfterInsertWebhookOptions {
  /** Extra request headers, e.g. a shared secret the endpoint checks (Database Webhooks are not signed). */
  headers?: Record<string, string>;
  /** Where a failure is reported (default `console.error`). */
  log?: (line: string) => void;
  /** The `fetch` to use (default the global one). */
  fetch?: typeof fetch;
  /** Milliseconds before a call is abandoned as failed (default 10 000). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Makes an `afterInsert` hook that notifies `url`: each call starts `POST url` with
 * `Content-Type: application/json`, the extra `headers` and the body `{"table": "<table>"}`, and
 * returns at once; the response is read and dropped. A failure (network error, timeout, non-2xx
 * status) is logged once, and no further failure is logged until a call succeeds again. Nothing
 * ever reaches the API's client.
 *
 * @param url - an `http:` or `https:` URL.
 * @returns the hook, for `LocalBackendOptions.afterInsert`.
 * @throws {TypeError} when `url` is not an absolute http(s) URL.
 */
export function afterInsertWebhook(url: string, options: AfterInsertWebhookOptions = {}): (table: string) => void {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new TypeError(`Not an http(s) URL: ${url}`);
  const send = options.fetch ?? fetch;
  const log = options.log ?? ((line: string) => console.error(line));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let failing = false;
  const notify = async (table: string) => {
    try {
      const response = await send(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: JSON.stringify({ table }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      failing = false;
    } catch (e) {
      if (!failing) {
        const reason = e instanceof Error ? e.message : String(e);
        log(`[local backend] after-insert webhook POST ${target.href} failed (${reason}); further failures are not logged until one succeeds`);
      }
      failing = true;
    }
  };
  return (table) => {
    void notify(table);
  };
}
