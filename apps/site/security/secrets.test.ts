/**
 * `findSecrets(dir)` (apps/site/security/secrets.ts) on a temporary directory shaped like a
 * build: it reports each secret, any secret key, any service_role JWT and the word
 * `service_role`, and nothing in a clean build. The real build is grepped by the end-to-end tests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findSecrets, knownSecrets } from './secrets';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL, LOCAL_JWT_SECRET, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from '@agency/domain/local-backend';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'agency-build-'));
  mkdirSync(join(dir, 'assets', 'nested'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index.js"></script>');
  // What the site's bundle holds: the publishable (or legacy anon) key, and the prefixes its client tells key types by.
  writeFileSync(
    join(dir, 'assets', 'index.js'),
    `const key="${LOCAL_PUBLISHABLE_KEY}",legacy="${LOCAL_ANON_KEY}";const isApiKey=(k)=>k.startsWith("sb_publishable_")||k.startsWith("sb_secret_");createClient("${LOCAL_BACKEND_URL}",key);`,
  );
  // supabase-js's own comments, quoted by a source map, are not a leak
  writeFileSync(join(dir, 'assets', 'index.js.map'), JSON.stringify({ sourcesContent: ['// Never expose your `service_role` key in the browser.'] }));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('findSecrets', () => {
  it('finds nothing in a build that holds only the publishable and anon keys', () => {
    expect(findSecrets(dir)).toEqual([]);
  });

  it('finds the secret key, the service-role key, the JWT secret and the word service_role, at any depth, in any bytes', () => {
    writeFileSync(join(dir, 'assets', 'admin.js'), `fetch(u,{headers:{apikey:"${LOCAL_SERVICE_ROLE_KEY}"}})`);
    writeFileSync(join(dir, 'assets', 'nested', 'drain.js'), `createClient(u,"${LOCAL_SECRET_KEY}")`);
    writeFileSync(join(dir, 'assets', 'nested', 'sign.js'), `const s = '${LOCAL_JWT_SECRET}';`);
    writeFileSync(join(dir, 'assets', 'nested', 'role.css'), '/* role: service_role */');
    writeFileSync(join(dir, 'blob.bin'), Buffer.concat([Buffer.from([0, 255, 1]), Buffer.from(LOCAL_JWT_SECRET), Buffer.from([0])]));
    expect(findSecrets(dir)).toEqual([
      'assets/admin.js: the local service-role key',
      'assets/admin.js: a service_role JWT (eyJhbGciOiJIUzI1NiIsInR5...)',
      'assets/nested/drain.js: the local secret key',
      'assets/nested/drain.js: a secret key (sb_secret_N7UN...)',
      'assets/nested/role.css: the word "service_role"',
      'assets/nested/sign.js: the local JWT secret',
      'blob.bin: the local JWT secret',
    ]);
  });

  it("finds another project's secret key", () => {
    writeFileSync(join(dir, 'assets', 'env.js'), 'x="sb_secret_AbCdEfGhIjKlMnOpQrStUv_wxyz012"');
    expect(findSecrets(dir)).toEqual(['assets/env.js: a secret key (sb_secret_AbCd...)']);
  });

  it('finds a service_role JWT signed with another (production) secret, even in a source map', async () => {
    const foreign = await new SignJWT({ role: 'service_role', iss: 'supabase' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-production-secret-that-is-not-the-local-one'));
    writeFileSync(join(dir, 'assets', 'index.js.map'), JSON.stringify({ sourcesContent: [`const k = "${foreign}"`] }));
    expect(findSecrets(dir)).toEqual([`assets/index.js.map: a service_role JWT (${foreign.slice(0, 24)}...)`]);
  });

  it('also looks for the production secrets when the environment has them', () => {
    const secrets = knownSecrets({ SUPABASE_JWT_SECRET: 'prod-jwt-secret-0123456789abcdef', SUPABASE_SERVICE_ROLE_KEY: '' });
    expect(secrets.map((s) => s.name)).toEqual(['the local secret key', 'the local service-role key', 'the local JWT secret', 'the JWT secret of SUPABASE_JWT_SECRET']);
    writeFileSync(join(dir, 'assets', 'env.js'), 'x="prod-jwt-secret-0123456789abcdef"');
    expect(findSecrets(dir, secrets)).toEqual(['assets/env.js: the JWT secret of SUPABASE_JWT_SECRET']);
  });
});
