/**
 * Writes the static hosts' header files (`apps/site/public/_headers`, `apps/site/vercel.json`)
 * from `headers.ts`, for the backend in `VITE_SUPABASE_URL` (unset: the local backend, which is
 * what the committed files hold; a test checks they match).
 *
 *   npx tsx apps/site/security/write-host-configs.ts           # write
 *   npx tsx apps/site/security/write-host-configs.ts --check   # exit 1 if a file differs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { backendUrlFromEnv } from './headers';
import { hostConfigFiles } from './host-configs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const backendUrl = backendUrlFromEnv(process.env);
let stale = 0;

for (const file of hostConfigFiles(backendUrl)) {
  const target = `${siteDir}${file.path}`;
  if (check) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // missing: stale
    }
    if (current !== file.content) {
      stale += 1;
      console.error(`${file.path} is out of date for ${backendUrl}`);
    }
  } else {
    writeFileSync(target, file.content);
    console.log(`Wrote ${file.path} (connect-src ${new URL(backendUrl).origin})`);
  }
}
if (stale > 0) process.exit(1);
