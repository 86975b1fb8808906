/**
 * Supabase Edge Function `notify-leads`: emails the agency one message per new lead by draining
 * the lead-notification outbox (handler.ts). Hosted: `supabase functions deploy notify-leads
 * --no-verify-jwt` (the shared secret header guards it, not a JWT). Locally, offline, from the
 * repository root: `PORT=54401 node_modules/.bin/deno run -A --no-lock --node-modules-dir=manual
 * packages/data/supabase/functions/notify-leads/index.ts` (README.md beside this file).
 * @see docs/architecture.md "Lead delivery"
 */
/// <reference lib="deno.ns" />
import { createHandler } from './handler.ts';

const handler = createHandler(() => Deno.env.toObject());
// Hosted Supabase serves the handler itself; PORT only matters for a local run (Deno's default is
// 8000), which listens on this machine only.
const port = Number(Deno.env.get('PORT'));
if (Number.isInteger(port) && port > 0) Deno.serve({ port, hostname: '127.0.0.1' }, handler);
else Deno.serve(handler);
