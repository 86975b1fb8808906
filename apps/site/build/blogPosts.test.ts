import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_PUBLISHABLE_KEY } from '@agency/data';
import { describe, expect, it, vi } from 'vitest';
import { buildPostsReader, loadPostsFromBackend, PostsReadError, sharedPostsReader } from './blogPosts';

const post = { title: 'Post', slug: 'post', meta_description: 'm', created_at: '2026-11-01T00:00:00Z' };

describe('buildPostsReader', () => {
  it('reads once however many times the build asks, and says so once', async () => {
    const load = vi.fn(async () => ({ posts: [post], url: 'http://api.example' }));
    const log = { info: vi.fn() };
    const posts = buildPostsReader({}, { load, log });
    const answers = await Promise.all([posts(), posts(), posts()]);
    expect(await posts()).toEqual([post]);
    expect(answers).toEqual([[post], [post], [post]]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('read 1 from http://api.example'));
  });

  it('gives no posts, and no error, for a project that has none', async () => {
    const posts = buildPostsReader({}, { load: async () => ({ posts: [], url: 'http://api.example' }), log: { info: vi.fn() } });
    expect(await posts()).toEqual([]);
  });

  it('stops the build when the backend does not answer, naming the URL and the time limit, once however often asked', async () => {
    const load = vi.fn(async () => {
      throw new PostsReadError('TypeError: fetch failed', 'https://x.example', false);
    });
    const posts = buildPostsReader({}, { load, timeoutMs: 10_000 });
    const expected =
      'The build could not read the blog posts from https://x.example within 10 s (TypeError: fetch failed). ' +
      'It prerenders every page from the backend, so it stops. Check that VITE_SUPABASE_URL is the project URL';
    await expect(posts()).rejects.toThrow(expected);
    await expect(posts()).rejects.toThrow(expected);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops the build when the backend refuses the read, saying what to set', async () => {
    const refusedBy = (message: string) => buildPostsReader({}, { load: async () => Promise.reject(new PostsReadError(message, 'https://x.example', true)) })();
    await expect(refusedBy('Unregistered API key')).rejects.toThrow(
      'The build could not read the blog posts from https://x.example: the backend answered: Unregistered API key. ' +
        "It stops: the project refused the key: set VITE_SUPABASE_PUBLISHABLE_KEY to the project's publishable key",
    );
    await expect(refusedBy('PGRST301: Expected 3 parts in JWT; got 1')).rejects.toThrow('set VITE_SUPABASE_PUBLISHABLE_KEY');
    await expect(refusedBy("PGRST205: Could not find the table 'public.blogs' in the schema cache")).rejects.toThrow('push the schema first (supabase db push');
  });

  it('passes on any other error as it is (a URL without a key names the variable itself)', async () => {
    const posts = buildPostsReader({ VITE_SUPABASE_URL: 'https://x.example' });
    await expect(posts()).rejects.toThrow(/^VITE_SUPABASE_URL is set \(https:\/\/x\.example\) but VITE_SUPABASE_PUBLISHABLE_KEY is not/);
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
  it("reads /rest/v1/blogs with the browser's REST client and the key the environment resolves to, in apikey alone", async () => {
    const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
    const server = createServer((request, response) => {
      requests.push({ url: request.url ?? '', headers: request.headers });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify([post]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const result = await loadPostsFromBackend({ VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY }, AbortSignal.timeout(5000));
      expect(result).toEqual({ posts: [post], url });
    } finally {
      server.close();
    }
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toMatch(/^\/rest\/v1\/blogs\?select=/);
    expect(requests[0]!.headers.apikey).toBe(LOCAL_PUBLISHABLE_KEY);
    // A publishable key is not a JWT: Supabase documents it in the apikey header only.
    expect(requests[0]!.headers.authorization).toBeUndefined();
    // supabase-js's full client would add its x-client-info header; the REST client does not.
    expect(requests[0]!.headers['x-client-info']).toBeUndefined();
  }, 30_000);

  it("throws the fetch's message when the backend cannot be reached", async () => {
    // The REST client retries a failed read (1 s, 2 s, 4 s) before it gives up, as in the browser.
    const read = loadPostsFromBackend({ VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY }, AbortSignal.timeout(20_000));
    await expect(read).rejects.toThrow(/^TypeError: fetch failed/);
    await expect(read).rejects.toMatchObject({ url: 'http://127.0.0.1:9', reached: false });
  }, 30_000);

  it('gives up when the signal says, whatever the retries, and when the backend answers an error', async () => {
    const server = createServer((request, response) => {
      if (request.url?.includes('refuse')) return;
      if (request.url?.includes('elsewhere')) return void response.writeHead(404).end();
      response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Unregistered API key', hint: 'Double check the provided API key' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const env = { VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY };
      await expect(loadPostsFromBackend(env, AbortSignal.timeout(5000))).rejects.toMatchObject({ message: 'Unregistered API key', url, reached: true });
      await expect(loadPostsFromBackend({ ...env, VITE_SUPABASE_URL: `${url}/elsewhere` }, AbortSignal.timeout(5000))).rejects.toMatchObject({
        message: 'something that is not a list of posts',
        reached: true,
      });
      // A backend that never answers: the read ends at the signal's time limit.
      const started = Date.now();
      const hung = loadPostsFromBackend({ ...env, VITE_SUPABASE_URL: `${url}/refuse` }, AbortSignal.timeout(300));
      await expect(hung).rejects.toMatchObject({ reached: false, message: 'no answer' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 30_000);
});
