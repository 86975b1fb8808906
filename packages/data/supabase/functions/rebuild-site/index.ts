/**
 * Supabase Edge Function `rebuild-site`: asks the site's host to build again once a burst of
 * content changes has settled (handler.ts). Hosted: `supabase functions deploy rebuild-site
 * --no-verify-jwt` (the shared secret header guards it, not a JWT), called every minute by
 * Supabase Cron (`supabase/hosted/rebuild-site-schedule.sql`). Locally `npm start` runs this file
 * under Deno (`packages/data/scripts/site-rebuilds.ts`).
 * @see docs/decisions/0006-publishing.md
 */
/// <reference lib="deno.ns" />
import { createRebuildHandler } from './handler.ts';

const handler = createRebuildHandler(() => Deno.env.toObject());
// Hosted Supabase serves the handler itself; PORT only matters for a local run.
const port = Number(Deno.env.get('PORT'));
if (Number.isInteger(port) && port > 0) Deno.serve({ port, hostname: '127.0.0.1' }, handler);
else Deno.serve(handler);
