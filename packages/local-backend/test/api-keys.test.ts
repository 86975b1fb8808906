/**
 * The Supabase CLI's current local API keys, which are not JWTs, beside the legacy JWT keys:
 * the publishable key runs as `anon` and the secret key as `service_role`, whether sent as
 * `apikey` (as Supabase documents them) or as `Authorization: Bearer` (as supabase-js also sends
 * them); a key the backend does not know is 401 with PostgREST's body, whichever header holds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from '../src/index';
import { clientFor, startTestBackend, type TestBackend } from '../src/testing';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
  await t.backend.db.exec(`
    delete from public.offers;
    insert into public.offers (message, is_active) values ('Shown', true), ('Hidden', false);
    insert into public."Subscribers" (email) values ('kept@example.com');`);
});

afterAll(async () => {
  await t.stop();
});

/** A plain request with exactly these headers (no default key). */
const get = (path: string, headers: Record<string, string>) => fetch(new URL(path, t.backend.restUrl), { headers });

const asApikey = (key: string) => ({ apikey: key });
const asBearer = (key: string) => ({ authorization: `Bearer ${key}` });
const asBoth = (key: string) => ({ ...asApikey(key), ...asBearer(key) });

describe('the publishable key runs as anon', () => {
  it.each([
    ['apikey', asApikey],
    ['Authorization: Bearer', asBearer],
    ['both', asBoth],
  ])('sent as %s: reads the active offers, is refused the lead tables', async (_how, headers) => {
    const offers = await get('offers?select=message', headers(LOCAL_PUBLISHABLE_KEY));
    expect([offers.status, await offers.json()]).toEqual([200, [{ message: 'Shown' }]]);
    const leads = await get('Subscribers?select=email', headers(LOCAL_PUBLISHABLE_KEY));
    expect(leads.status).toBe(401);
    expect(await leads.json()).toMatchObject({ code: '42501', message: 'permission denied for table Subscribers' });
  });

  it('through supabase-js, inserts a lead it cannot read back', async () => {
    const visitor = clientFor(t.backend.url, LOCAL_PUBLISHABLE_KEY);
    expect((await visitor.from('Subscribers').insert({ email: 'new@example.com' })).status).toBe(201);
    expect((await visitor.from('Subscribers').select('email')).error?.code).toBe('42501');
  });
});

describe('the secret key runs as service_role', () => {
  it.each([
    ['apikey', asApikey],
    ['Authorization: Bearer', asBearer],
    ['both', asBoth],
  ])('sent as %s: reads the lead tables and the inactive offers', async (_how, headers) => {
    const leads = await get('Subscribers?select=email&email=eq.kept@example.com', headers(LOCAL_SECRET_KEY));
    expect([leads.status, await leads.json()]).toEqual([200, [{ email: 'kept@example.com' }]]);
    const offers = await get('offers?select=message&order=message', headers(LOCAL_SECRET_KEY));
    expect(await offers.json()).toEqual([{ message: 'Hidden' }, { message: 'Shown' }]);
  });

  it('through supabase-js, as the local Edge Function uses it', async () => {
    const { data, error } = await clientFor(t.backend.url, LOCAL_SECRET_KEY).from('Subscribers').select('email').eq('email', 'kept@example.com');
    expect([error, data]).toEqual([null, [{ email: 'kept@example.com' }]]);
  });
});

describe('a key it does not know', () => {
  /** PostgREST's answer to a credential that is not a JWT, as the CLI's gateway passes it on. */
  async function expectRefused(res: Response): Promise<void> {
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="Expected 3 parts in JWT; got 1"');
    expect(await res.json()).toEqual({ code: 'PGRST301', details: null, hint: null, message: 'Expected 3 parts in JWT; got 1' });
  }

  const unknown = ['sb_publishable_notTheLocalKey000000000000', 'sb_secret_notTheLocalKey00000000000000', LOCAL_PUBLISHABLE_KEY.toLowerCase(), 'anon'];

  it.each(unknown)('%s: 401 as apikey, as Bearer and as both', async (key) => {
    await expectRefused(await get('offers', asApikey(key)));
    await expectRefused(await get('offers', asBearer(key)));
    await expectRefused(await get('offers', asBoth(key)));
  });

  it('refuses an unknown apikey even beside a valid Bearer, as Supabase gateway does', async () => {
    await expectRefused(await get('offers', { apikey: 'sb_publishable_notTheLocalKey000000000000', ...asBearer(LOCAL_SERVICE_ROLE_KEY) }));
    await expectRefused(await get('offers', { apikey: 'sb_publishable_notTheLocalKey000000000000', ...asBearer(LOCAL_PUBLISHABLE_KEY) }));
  });

  it('the legacy JWT keys still work, and the role comes from the Bearer credential', async () => {
    expect((await get('Subscribers?select=email', asBoth(LOCAL_SERVICE_ROLE_KEY))).status).toBe(200);
    expect((await get('Subscribers?select=email', asBoth(LOCAL_ANON_KEY))).status).toBe(401);
    // the publishable key as apikey, the service role's JWT as Bearer (a signed-in user's token goes there)
    expect((await get('Subscribers?select=email', { ...asApikey(LOCAL_PUBLISHABLE_KEY), ...asBearer(LOCAL_SERVICE_ROLE_KEY) })).status).toBe(200);
  });
});
