/**
 * The site's security headers (issue 6 §5; `apps/site/security/`): the Content-Security-Policy
 * allows exactly the site's own origin, the backend and the map embed; the other headers are
 * set; the site's static server (`apps/site/server`) serves them; and the committed static-host files (`public/_headers`,
 * `vercel.json`) hold exactly what the module produces. These tests live here because nothing
 * runs tests under apps/site/security yet.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { backendUrlFromEnv, contentSecurityPolicy, LOCAL_BACKEND_URL, securityHeaders } from '../../../../apps/site/security/headers';
import { hostConfigFiles } from '../../../../apps/site/security/host-configs';
import { serveSite } from '../../../../apps/site/server/serve';
import { LOCAL_SUPABASE_URL } from '../../src/client';

const SITE_DIR = fileURLToPath(new URL('../../../../apps/site/', import.meta.url));

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('allows exactly self, the kept-taps script and the page starter by their hashes, the backend, data: images and the map embed; never framed', () => {
    const hash = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directives(contentSecurityPolicy({ backendUrl: LOCAL_BACKEND_URL }))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", hash, hash],
      'style-src': ["'self'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'http://127.0.0.1:54321'],
      'frame-src': ['https://www.openstreetmap.org'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('names only the origin of a hosted backend URL', () => {
    for (const url of ['https://abcd.supabase.co', 'https://abcd.supabase.co/', 'https://abcd.supabase.co/rest/v1/?x=1#y']) {
      expect(directives(contentSecurityPolicy({ backendUrl: url }))['connect-src']).toEqual(["'self'", 'https://abcd.supabase.co']);
    }
  });

  it('refuses a backend URL that is not http(s) or would inject a directive', () => {
    for (const url of ['', 'not a url', 'ftp://files.example.com', 'javascript:alert(1)', "https://x.example; script-src 'unsafe-inline'", 'data:text/html,x']) {
      expect(() => contentSecurityPolicy({ backendUrl: url }), url).toThrow(TypeError);
    }
  });

  it('has no wildcard, inline or eval source anywhere but inline style attributes', () => {
    const csp = contentSecurityPolicy({ backendUrl: 'https://abcd.supabase.co' });
    const { 'style-src-attr': styleAttributes, ...others } = directives(csp);
    expect(styleAttributes).toEqual(["'unsafe-inline'"]);
    expect(Object.values(others).flat().join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|^\*$|(^|\s)\*|^https?:$|\shttps?:(\s|$)/);
  });
});

describe('securityHeaders', () => {
  it('sets the CSP and the other security headers', () => {
    const headers = securityHeaders({ backendUrl: 'https://abcd.supabase.co' });
    expect(headers).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({ backendUrl: 'https://abcd.supabase.co' }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringMatching(/(^|, )camera=\(\)(,|$)/),
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['Permissions-Policy']?.split(', ')).toContain(`${feature}=()`);
    }
  });

  it('reads the backend from VITE_SUPABASE_URL like the site does, else the local backend', () => {
    expect(LOCAL_BACKEND_URL).toBe(LOCAL_SUPABASE_URL);
    expect(backendUrlFromEnv({})).toBe(LOCAL_BACKEND_URL);
    expect(backendUrlFromEnv({ VITE_SUPABASE_URL: '   ' })).toBe(LOCAL_BACKEND_URL);
    expect(backendUrlFromEnv({ VITE_SUPABASE_URL: ' https://abcd.supabase.co ' })).toBe('https://abcd.supabase.co');
  });

  it("the site's static server sends them on pages, files and the SPA fallback", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(path.join(dir, '__spa-fallback.html'), '<!doctype html><title>fallback</title>');
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};');
    const backendUrl = 'https://abcd.supabase.co';
    const { server, url } = await serveSite({ dir, port: 0, backendUrl });
    try {
      for (const [pathname, body] of [['/', 'home'], ['/assets/app.js', 'export'], ['/blog/published-later', 'fallback']] as const) {
        const response = await fetch(`${url}${pathname}`);
        expect(response.status, pathname).toBe(200);
        expect(await response.text(), pathname).toContain(body);
        for (const [name, value] of Object.entries(securityHeaders({ backendUrl }))) {
          expect(response.headers.get(name), `${pathname} ${name}`).toBe(value);
        }
      }
      expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('static host config files', () => {
  it('the committed public/_headers and vercel.json are what write-host-configs.ts writes', () => {
    for (const file of hostConfigFiles(LOCAL_BACKEND_URL)) {
      expect(readFileSync(`${SITE_DIR}${file.path}`, 'utf8'), `${file.path} is stale: run npx tsx apps/site/security/write-host-configs.ts`).toBe(file.content);
    }
  });

  it('public/_headers gives every path every header (Netlify / Cloudflare Pages syntax)', () => {
    const lines = readFileSync(`${SITE_DIR}public/_headers`, 'utf8').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
    expect(lines[0]).toBe('/*');
    const parsed = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]));
    expect(lines.slice(1).every((l) => l.startsWith('  '))).toBe(true);
    expect(parsed).toEqual(securityHeaders({ backendUrl: LOCAL_BACKEND_URL }));
  });

  it('vercel.json gives every path every header', () => {
    const json = JSON.parse(readFileSync(`${SITE_DIR}vercel.json`, 'utf8')) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    expect(json.headers).toHaveLength(1);
    expect(json.headers[0]?.source).toBe('/(.*)');
    expect(Object.fromEntries((json.headers[0]?.headers ?? []).map((h) => [h.key, h.value]))).toEqual(securityHeaders({ backendUrl: LOCAL_BACKEND_URL }));
  });
});
