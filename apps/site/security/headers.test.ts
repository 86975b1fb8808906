/**
 * The site's security headers (`security/headers.ts`, `security/host-configs.ts`): the
 * Content-Security-Policy allows exactly the site's own origin, the backend's origin and the map
 * embed; the other headers are set; the host files (`_headers`, `vercel.json`) carry them for
 * every path; and the site's static server (`server/serve.ts`) sends what the build wrote. The
 * build itself is checked in `build/securityHeadersPlugin.test.ts`.
 * @see docs/architecture.md "Security model"; docs/decisions/0003-content-security-policy.md
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_BACKEND_URL, resolveClientConfig } from '@agency/data';
import { describe, expect, it } from 'vitest';
import { serveSite } from '../server/serve';
import { backendOrigin, contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, securityHeaders } from './headers';
import { hostConfigFiles, netlifyHeaders, parseNetlifyHeaders, vercelJson } from './host-configs';
import { directives, expectHeadersFileForEveryPath, expectVercelJsonForEveryPath } from './testing';

/** Every URL format the site is deployed with, and the origin the policy must name. */
const URL_FORMATS: [url: string, origin: string][] = [
  ['https://abcd.supabase.co', 'https://abcd.supabase.co'],
  ['https://abcd.supabase.co/', 'https://abcd.supabase.co'],
  ['https://abcd.supabase.co/rest/v1/?x=1#y', 'https://abcd.supabase.co'],
  ['https://api.thumbcraft.example', 'https://api.thumbcraft.example'],
  ['https://thumbcraft.example/supabase/', 'https://thumbcraft.example'],
  ['https://api.thumbcraft.example:8443/', 'https://api.thumbcraft.example:8443'],
  ['https://api.thumbcraft.example:443/', 'https://api.thumbcraft.example'],
  ['http://127.0.0.1:54321', 'http://127.0.0.1:54321'],
  ['http://localhost:54321/', 'http://localhost:54321'],
];

describe('Content-Security-Policy', () => {
  it('allows exactly self, the kept-taps, ended-offers and starter scripts by their hashes, the backend, data: images and the map embed; never framed', () => {
    const hash = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directives(contentSecurityPolicy({ backendUrl: LOCAL_BACKEND_URL }))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", hash, hash, hash],
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

  it('names exactly the origin (scheme, host, port) of every URL format, and the backend nowhere else', () => {
    for (const [url, origin] of URL_FORMATS) {
      expect(backendOrigin(url), url).toBe(origin);
      const policy = directives(contentSecurityPolicy({ backendUrl: url }));
      expect(policy['connect-src'], url).toEqual(["'self'", origin]);
      const { 'connect-src': _connect, ...others } = policy;
      expect(Object.values(others).flat(), url).not.toContain(origin);
      if (origin !== LOCAL_BACKEND_URL) expect(contentSecurityPolicy({ backendUrl: url }), url).not.toContain('127.0.0.1');
    }
  });

  it('refuses a backend URL that is not http(s) or would inject a directive', () => {
    for (const url of ['', 'not a url', 'ftp://files.example.com', 'javascript:alert(1)', "https://x.example; script-src 'unsafe-inline'", 'data:text/html,x']) {
      expect(() => contentSecurityPolicy({ backendUrl: url }), url).toThrow(TypeError);
      expect(() => backendOrigin(url), url).toThrow(JSON.stringify(url));
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
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
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

  it('are made for the backend the one resolver reads (VITE_SUPABASE_URL trimmed, else the local backend)', () => {
    expect(LOCAL_BACKEND_URL).toBe('http://127.0.0.1:54321');
    expect(resolveClientConfig({})).toMatchObject({ url: LOCAL_BACKEND_URL, local: true });
    expect(resolveClientConfig({ VITE_SUPABASE_URL: '   ' })).toMatchObject({ url: LOCAL_BACKEND_URL, local: true });
    expect(resolveClientConfig({ VITE_SUPABASE_URL: ' https://abcd.supabase.co ', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' })).toMatchObject({
      url: 'https://abcd.supabase.co',
      local: false,
    });
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

  it("the site's static server sends the headers the build wrote into _headers, and refuses a directory without them", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
      await expect(serveSite({ dir, port: 0 })).rejects.toThrow(/_headers is missing: build the site first/);
      const backendUrl = 'https://built-for.supabase.co/';
      writeFileSync(path.join(dir, '_headers'), netlifyHeaders(backendUrl));
      const { server, url } = await serveSite({ dir, port: 0 });
      try {
        const response = await fetch(`${url}/`);
        expect(await response.text()).toContain('home');
        for (const [name, value] of Object.entries(securityHeaders({ backendUrl }))) {
          expect(response.headers.get(name), name).toBe(value);
        }
        expect(response.headers.get('Content-Security-Policy')).toContain("connect-src 'self' https://built-for.supabase.co;");
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('static host config files', () => {
  it('are _headers and vercel.json, for the given backend', () => {
    expect(hostConfigFiles(LOCAL_BACKEND_URL)).toEqual([
      { path: '_headers', content: netlifyHeaders(LOCAL_BACKEND_URL) },
      { path: 'vercel.json', content: vercelJson(LOCAL_BACKEND_URL) },
    ]);
    expect(() => hostConfigFiles('not a url')).toThrow(TypeError);
  });

  it('_headers gives every path every header (Netlify / Cloudflare Pages syntax), and reads back as written', () => {
    for (const [url] of URL_FORMATS) {
      expectHeadersFileForEveryPath(netlifyHeaders(url), securityHeaders({ backendUrl: url }));
      expect(parseNetlifyHeaders(netlifyHeaders(url))).toEqual(securityHeaders({ backendUrl: url }));
    }
    expect(() => parseNetlifyHeaders('# nothing\n')).toThrow(/no headers for \/\*/);
    expect(parseNetlifyHeaders('/assets/*\n  Cache-Control: immutable\n/*\n  X-A: 1\n')).toEqual({ 'X-A': '1' });
  });

  it('_headers and vercel.json make browsers keep to HTTPS for at least a year, subdomains included', () => {
    expect(HSTS_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    const expectHsts = (value: string | undefined) => {
      const [maxAge, ...rest] = (value ?? '').split(/;\s*/);
      expect(Number(/^max-age=(\d+)$/.exec(maxAge ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(rest).toContain('includeSubDomains');
    };
    for (const [url] of URL_FORMATS) {
      expectHsts(parseNetlifyHeaders(netlifyHeaders(url))['Strict-Transport-Security']);
      const config = JSON.parse(vercelJson(url)) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
      expectHsts(config.headers.flatMap((h) => h.headers).find((h) => h.key === 'Strict-Transport-Security')?.value);
    }
  });

  it('vercel.json gives every path every header', () => {
    for (const [url] of URL_FORMATS) {
      expectVercelJsonForEveryPath(vercelJson(url), securityHeaders({ backendUrl: url }));
    }
  });
});
