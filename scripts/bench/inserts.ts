/**
 * `npm run bench`'s lead-insert table: what the lead triggers cost per insert, measured in one
 * run on one database, the three setups interleaved round by round (each round starting with the
 * next one) so the machine's load and the table's growth fall on each alike (docs/architecture.md "Lead delivery"):
 * - `no triggers`: the lead table as it was before lead delivery;
 * - `outbox`: the AFTER INSERT trigger that enqueues the email;
 * - `outbox + limits`: as deployed, with the BEFORE INSERT trigger's limits and dedupe.
 * Each insert is a free sample request posted to the local backend's REST API (PGlite, what
 * `npm start` runs) with the publishable key, 8 at a time, each from its own client address (so no
 * request is refused) and with its own content (so none is a duplicate): the checks run in full
 * and every row is stored. The overall ceiling (60 a minute) is lifted for the measurement by
 * replacing `private.lead_limits()`, whose numbers the trigger reads; the work it does is the same.
 */
import { LOCAL_PUBLISHABLE_KEY, startLocalBackend } from '../../packages/local-backend/src/index.ts';
import { sqlSourcesIn } from '../../packages/local-backend/src/db.ts';

const SETUPS = ['no triggers', 'outbox', 'outbox + limits'] as const;
type Setup = (typeof SETUPS)[number];
const CONCURRENCY = 8;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Runs the measurement and returns its Markdown table.
 * @param options.rounds - rounds per setup (default 5); `options.insertsPerRound` (default 400).
 * @throws when an insert is refused (the measurement would be wrong).
 */
export async function insertCostPart({ rounds = 5, insertsPerRound = 400, log = console.log } = {}): Promise<string> {
  const backend = await startLocalBackend({ port: 0, dataDir: null, seed: false, sources: sqlSourcesIn(new URL('../../packages/data/supabase', import.meta.url).pathname) });
  try {
    await backend.db.exec(`
      create or replace function private.lead_limits(out per_address_max integer, out per_address_minutes integer,
        out global_max integer, out global_minutes integer, out dedupe_hours integer)
        language plpgsql immutable security definer set search_path = '' as $$
      begin per_address_max := 5; per_address_minutes := 10; global_max := 1000000000; global_minutes := 1; dedupe_hours := 24; end $$;`);
    let serial = 0;
    const setTriggers = async (setup: Setup) => {
      const guard = setup === 'outbox + limits' ? 'enable' : 'disable';
      const outbox = setup === 'no triggers' ? 'disable' : 'enable';
      await backend.db.exec(`alter table public.free_sample_requests ${guard} trigger guard_lead_insert;
        alter table public.free_sample_requests ${outbox} trigger enqueue_lead_notification;`);
    };
    const insert = async () => {
      serial += 1;
      const n = serial;
      const response = await fetch(`${backend.restUrl}free_sample_requests`, {
        method: 'POST',
        headers: {
          // as the site's REST client sends its publishable key
          apikey: LOCAL_PUBLISHABLE_KEY,
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ name: `Bench ${n}`, phone: '+44 7700 900123', email: `bench${n}@example.com`, video_title: `Video ${n}` }),
      });
      if (response.status !== 201) throw new Error(`insert ${n}: ${response.status} ${await response.text()}`);
    };
    const round = async () => {
      const started = performance.now();
      for (let done = 0; done < insertsPerRound; done += CONCURRENCY) {
        await Promise.all(Array.from({ length: Math.min(CONCURRENCY, insertsPerRound - done) }, insert));
      }
      return insertsPerRound / ((performance.now() - started) / 1000);
    };
    await setTriggers('outbox + limits');
    await round(); // warm-up: plans cached, indexes in memory
    const rates = new Map<Setup, number[]>(SETUPS.map((setup) => [setup, []]));
    for (let r = 0; r < rounds; r += 1) {
      // Each round starts with another setup, so neither order nor the table's growth favours one.
      for (const setup of [...SETUPS.slice(r % SETUPS.length), ...SETUPS.slice(0, r % SETUPS.length)]) {
        await setTriggers(setup);
        rates.get(setup)!.push(await round());
      }
      log(`inserts round ${r + 1}/${rounds}: ${SETUPS.map((s) => `${s} ${Math.round(rates.get(s)!.at(-1)!)}/s`).join(', ')}`);
    }
    const base = median(rates.get('no triggers')!);
    const rows = SETUPS.map((setup) => {
      const rate = median(rates.get(setup)!);
      const extraMs = 1000 / rate - 1000 / base;
      return `| ${setup} | ${Math.round(rate)} | ${(1000 / rate).toFixed(2)} | ${setup === 'no triggers' ? '—' : `${extraMs >= 0 ? '+' : ''}${extraMs.toFixed(2)} ms (${((base / rate - 1) * 100).toFixed(0)} %)`} |`;
    });
    return [
      `Free sample requests through the REST API (PGlite), ${CONCURRENCY} at a time, each from its own address; medians of ${rounds} interleaved rounds of ${insertsPerRound}.`,
      '',
      '| lead triggers | inserts/s | ms per insert (wall ÷ count) | cost per insert vs none |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    await backend.close();
  }
}
