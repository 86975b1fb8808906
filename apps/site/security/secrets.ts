/**
 * A check for a production build directory (docs/architecture.md "Security model", Keys): nothing that grants more than a
 * visitor's rights may ship to browsers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCAL_JWT_SECRET, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from '@agency/domain/local-backend';

/** A secret to look for, and how findings name it. */
export interface Secret {
  name: string;
  value: string;
}

/**
 * The secrets looked for: the local secret key, service-role key and JWT secret, plus the
 * production ones when the environment holds them (`SUPABASE_SECRET_KEY`,
 * `SUPABASE_SERVICE_ROLE_KEY`, `SUPABASE_JWT_SECRET`).
 * @param env - where to read the production secrets (default `process.env`).
 */
export function knownSecrets(env: Record<string, string | undefined> = process.env): Secret[] {
  const secrets: Secret[] = [
    { name: 'the local secret key', value: LOCAL_SECRET_KEY },
    { name: 'the local service-role key', value: LOCAL_SERVICE_ROLE_KEY },
    { name: 'the local JWT secret', value: LOCAL_JWT_SECRET },
  ];
  const variables = [
    ['SUPABASE_SECRET_KEY', 'the secret key'],
    ['SUPABASE_SERVICE_ROLE_KEY', 'the service-role key'],
    ['SUPABASE_JWT_SECRET', 'the JWT secret'],
  ] as const;
  for (const [variable, name] of variables) {
    const value = env[variable]?.trim();
    if (value && value.length >= 16) secrets.push({ name: `${name} of ${variable}`, value });
  }
  return secrets;
}

/** Any Supabase secret key (`sb_secret_` and the key's characters), whichever project it is of. */
const SECRET_KEY = /sb_secret_[A-Za-z0-9_-]{16,}/g;

const JWT = /eyJ[A-Za-z0-9_-]{2,}\.(eyJ[A-Za-z0-9_-]{2,})\.[A-Za-z0-9_-]+/g;
const SERVICE_ROLE_WORD = 'service_role';

function roleOf(payload: string): unknown {
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Greps every file under `dir` (any bytes, any depth) for what must never reach a browser.
 *
 * @param dir - a build output directory, e.g. `apps/site/dist`.
 * @param secrets - the exact values to look for (default {@link knownSecrets}).
 * @returns one line per finding, `<path relative to dir>: <what>`, sorted by path; empty when
 *   clean. Findings: each secret's value; any secret key (`sb_secret_…`) and any JWT whose
 *   payload says `"role": "service_role"` (whatever project they are of); the word
 *   `service_role` itself, except in source maps (`.map`), whose embedded sources quote
 *   supabase-js's own comments.
 * @throws the file system's error when `dir` cannot be read.
 * @see docs/architecture.md "Security model" (the site only ever holds the publishable key)
 */
export function findSecrets(dir: string, secrets: Secret[] = knownSecrets()): string[] {
  const findings: string[] = [];
  for (const file of filesUnder(dir)) {
    const bytes = readFileSync(file);
    const text = bytes.toString('latin1');
    const at = relative(dir, file);
    for (const secret of secrets) {
      if (bytes.includes(secret.value)) findings.push(`${at}: ${secret.name}`);
    }
    for (const match of text.matchAll(SECRET_KEY)) findings.push(`${at}: a secret key (${match[0].slice(0, 14)}...)`);
    for (const match of text.matchAll(JWT)) {
      if (roleOf(match[1] ?? '') === 'service_role') findings.push(`${at}: a service_role JWT (${match[0].slice(0, 24)}...)`);
    }
    if (!file.endsWith('.map') && bytes.includes(SERVICE_ROLE_WORD)) findings.push(`${at}: the word "${SERVICE_ROLE_WORD}"`);
  }
  return findings;
}
