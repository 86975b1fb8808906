import { describe, expect, it } from 'vitest';
import { keyHeaders } from './client';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL, LOCAL_PUBLISHABLE_KEY, resolveClientConfig } from './config';

const HOSTED = 'https://abcd.supabase.co';
const PUBLISHABLE = 'sb_publishable_abcdefghijklmnopqrstuv_123456';

describe('resolveClientConfig', () => {
  it('takes VITE_SUPABASE_PUBLISHABLE_KEY, else the legacy VITE_SUPABASE_ANON_KEY, each trimmed', () => {
    expect(resolveClientConfig({ VITE_SUPABASE_URL: ` ${HOSTED} `, VITE_SUPABASE_PUBLISHABLE_KEY: ` ${PUBLISHABLE} `, VITE_SUPABASE_ANON_KEY: 'ignored' })).toEqual({
      url: HOSTED,
      publishableKey: PUBLISHABLE,
      local: false,
    });
    expect(resolveClientConfig({ VITE_SUPABASE_URL: HOSTED, VITE_SUPABASE_PUBLISHABLE_KEY: ' ', VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY })).toMatchObject({
      publishableKey: LOCAL_ANON_KEY,
    });
  });

  it('falls back to the local backend and its publishable key', () => {
    expect(resolveClientConfig({})).toEqual({ url: LOCAL_BACKEND_URL, publishableKey: LOCAL_PUBLISHABLE_KEY, local: true });
    expect(resolveClientConfig({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY })).toEqual({ url: LOCAL_BACKEND_URL, publishableKey: LOCAL_ANON_KEY, local: true });
  });

  it('takes the local publishable key for a URL on this machine (the local backend on another port)', () => {
    for (const url of ['http://127.0.0.1:55401', 'http://localhost:54321/', 'http://[::1]:54321']) {
      expect(resolveClientConfig({ VITE_SUPABASE_URL: url })).toEqual({ url, publishableKey: LOCAL_PUBLISHABLE_KEY, local: false });
    }
  });

  it("refuses another machine's URL without a key, naming the variable to set", () => {
    for (const key of [undefined, '', '   ']) {
      expect(() => resolveClientConfig({ VITE_SUPABASE_URL: HOSTED, VITE_SUPABASE_PUBLISHABLE_KEY: key })).toThrow(
        /^VITE_SUPABASE_URL is set \(https:\/\/abcd\.supabase\.co\) but VITE_SUPABASE_PUBLISHABLE_KEY is not: /,
      );
    }
  });
});

describe('keyHeaders', () => {
  it('sends a publishable or secret key in apikey alone, a legacy JWT key also as Bearer', () => {
    expect(keyHeaders(PUBLISHABLE)).toEqual({ apikey: PUBLISHABLE });
    expect(keyHeaders('sb_secret_x')).toEqual({ apikey: 'sb_secret_x' });
    expect(keyHeaders(LOCAL_ANON_KEY)).toEqual({ apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` });
  });
});
