import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_ANON_KEY } from '@agency/data';
import { describe, expect, it, vi } from 'vitest';
import { buildPostsReader, loadPostsFromBackend, sharedPostsReader } from './blogPosts';

const post = { title: 'Post', slug: 'post', meta_description: 'm', created_at: '2026-11-01T00:00:00Z' };

describe('buildPostsReader', () => {
  it('reads once however many times the build asks, and says so once', async () => {
    const load = vi.fn(async () => ({ posts: [post], url: 'http://api.example' }));
    const log = { info: vi.fn(), warn: vi.fn() };
    const posts = buildPostsReader({}, { load, log });
    const answers = await Promise.all([posts(), posts(), posts()]);
    expect(await posts()).toEqual([post]);
    expect(answers).toEqual([[post], [post], [post]]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('read 1 from http://api.example'));
  });

  it('warns once and gives no posts when the backend cannot be read; the build goes on', async () => {
    const load = vi.fn(async () => {
      throw new Error('TypeError: fetch failed');
    });
    const log = { info: vi.fn(), warn: vi.fn() };
    const posts = buildPostsReader({}, { load, log });
    expect(await posts()).toEqual([]);
    expect(await posts()).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('TypeError: fetch failed'));
  });
});

describe('sharedPostsReader', () => {
  it('gives every caller in the process the same reader for one backend, another for another', () => {
    const env = { VITE_SUPABASE_URL: 'http://shared.example' };
    expect(sharedPostsReader(env)).toBe(sharedPostsReader({ ...env }));
    expect(sharedPostsReader(env)).not.toBe(sharedPostsReader({ VITE_SUPABASE_URL: 'http://other.example' }));
  });
});

describe('loadPostsFromBackend', () => {
  it("reads /rest/v1/blogs with the browser's REST client and the anon key the environment resolves to", async () => {
    const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
    const server = createServer((request, response) => {
      requests.push({ url: request.url ?? '', headers: request.headers });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify([post]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const result = await loadPostsFromBackend({ VITE_SUPABASE_URL: url }, AbortSignal.timeout(5000));
      expect(result).toEqual({ posts: [post], url });
    } finally {
      server.close();
    }
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toMatch(/^\/rest\/v1\/blogs\?select=/);
    expect(requests[0]!.headers.apikey).toBe(LOCAL_ANON_KEY);
    // supabase-js's full client would add its x-client-info header; the REST client does not.
    expect(requests[0]!.headers['x-client-info']).toBeUndefined();
  }, 30_000);

  it("throws the fetch's message when the backend cannot be reached", async () => {
    // The REST client retries a failed read (1 s, 2 s, 4 s) before it gives up, as in the browser.
    await expect(loadPostsFromBackend({ VITE_SUPABASE_URL: 'http://127.0.0.1:9' }, AbortSignal.timeout(20_000))).rejects.toThrow(/^TypeError: fetch failed/);
  }, 30_000);
});
