/**
 * The Edge Functions' service key (supabase/functions/_shared/service-key.ts): the current
 * secret keys first, the legacy service-role JWT as the fallback, a clear problem otherwise.
 */
import { describe, expect, it } from 'vitest';
import { serviceKeyFrom } from '../../supabase/functions/_shared/service-key.ts';

describe('serviceKeyFrom', () => {
  it('takes the default secret key of SUPABASE_SECRET_KEYS, then its first, before the legacy key', () => {
    expect(serviceKeyFrom({ SUPABASE_SECRET_KEYS: '{"other":"sb_secret_b","default":"sb_secret_a"}', SUPABASE_SERVICE_ROLE_KEY: 'jwt' })).toEqual({ key: 'sb_secret_a' });
    expect(serviceKeyFrom({ SUPABASE_SECRET_KEYS: '{"worker":"sb_secret_w"}' })).toEqual({ key: 'sb_secret_w' });
  });

  it('falls back to SUPABASE_SECRET_KEY, then to the legacy SUPABASE_SERVICE_ROLE_KEY', () => {
    expect(serviceKeyFrom({ SUPABASE_SECRET_KEY: 'sb_secret_x', SUPABASE_SERVICE_ROLE_KEY: 'jwt' })).toEqual({ key: 'sb_secret_x' });
    expect(serviceKeyFrom({ SUPABASE_SECRET_KEYS: ' ', SUPABASE_SERVICE_ROLE_KEY: 'jwt' })).toEqual({ key: 'jwt' });
  });

  it('names what to set when there is no key, and refuses SUPABASE_SECRET_KEYS that is not an object of keys', () => {
    expect(serviceKeyFrom({})).toEqual({ problem: expect.stringContaining('SUPABASE_SECRET_KEYS') });
    for (const value of ['sb_secret_plain', '["sb_secret_a"]', '{}', '{"default":""}']) {
      expect(serviceKeyFrom({ SUPABASE_SECRET_KEYS: value, SUPABASE_SERVICE_ROLE_KEY: 'jwt' }), value).toEqual({ problem: expect.stringContaining('JSON object') });
    }
  });
});
