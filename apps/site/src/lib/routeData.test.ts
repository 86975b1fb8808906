import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createRouteData,
  isRefreshingPrerenderedData,
  LoadError,
  refreshPrerenderedData,
  unlessOnlyTheQueryChanged,
  type Areas,
} from './routeData';

type Data = { items: string[] };

const failure = new LoadError({ message: 'table unavailable', code: 'XX000' });
const request = (path: string) => new Request(`http://site.test${path}`);
/** The areas of a route whose `read` answers with `answer` (a list or a failure). */
const areas = (answer: () => string[] | Error, name: string | null = 'items'): Areas<Data> => ({
  items: {
    name,
    read: async () => {
      const value = answer();
      if (value instanceof Error) throw value;
      return value;
    },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createRouteData', () => {
  it('at build time awaits every area; one that fails is null (logged), a client-only one is not read', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = vi.fn(async () => 'never');
    const data = createRouteData<{ a: string[]; b: string[]; c: string }>();
    const built = await data.atBuild({
      a: { name: 'a', read: async () => ['one'] },
      b: { name: 'b', read: async () => Promise.reject(failure) },
      c: { name: null, clientOnly: true, read },
    });
    expect(built).toEqual({ a: ['one'], b: null, c: null });
    expect(read).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledOnce();
    expect(String(errors.mock.calls[0]![0])).toContain('Could not load b at build time');
  });

  it('on a navigation hands over a promise per area: the data, or the failure (logged)', async () => {
    vi.stubGlobal('location', new URL('http://site.test/contact'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = createRouteData<Data>();
    const ok = await data.inBrowser(request('/about'), '', areas(() => ['a']));
    expect(ok.items).toBeInstanceOf(Promise);
    await expect(ok.items).resolves.toEqual(['a']);
    const failed = await data.inBrowser(request('/about'), '', areas(() => failure));
    await expect(failed.items).rejects.toBe(failure);
    expect(errors).toHaveBeenCalledWith('Could not load items:', failure);
  });

  it('refreshes the page on screen in place: new data, or the last data read well when the read fails (logged)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = createRouteData<Data>();
    vi.stubGlobal('location', new URL('http://site.test/contact'));
    await (await data.inBrowser(request('/about'), '', areas(() => ['first']))).items;

    vi.stubGlobal('location', new URL('http://site.test/about'));
    const refreshed = await data.inBrowser(request('/about'), '', areas(() => ['second']));
    expect(refreshed.items).toEqual(['second']);
    const kept = await data.inBrowser(request('/about'), '', areas(() => failure));
    expect(kept.items).toEqual(['second']);
    expect(errors).toHaveBeenCalledWith('Could not load items:', failure);
  });

  it('a refresh with nothing kept for an area hands over its failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = createRouteData<{ items: string[]; more: string[] }>();
    vi.stubGlobal('location', new URL('http://site.test/about'));
    const both = (more: () => Promise<string[]>): Areas<{ items: string[]; more: string[] }> => ({
      items: { name: 'items', read: async () => ['kept'] },
      more: { name: 'more', read: more },
    });
    // Only `items` was ever read well (the build could not read `more`).
    await data.refresh('', both(() => Promise.reject(failure)));
    const result = await data.inBrowser(request('/about'), '', both(() => Promise.reject(failure)));
    expect(result.items).toEqual(['kept']);
    await expect(result.more).rejects.toBe(failure);
  });

  it('a navigation to the route from another page loads afresh, even with data from an earlier visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = createRouteData<Data>();
    vi.stubGlobal('location', new URL('http://site.test/about'));
    await data.refresh('', areas(() => ['earlier']));
    vi.stubGlobal('location', new URL('http://site.test/contact'));
    const result = await data.inBrowser(request('/about'), '', areas(() => failure));
    await expect(result.items).rejects.toBe(failure);
  });

  it('keeps the data per key (a blog post per slug)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = createRouteData<Data>();
    vi.stubGlobal('location', new URL('http://site.test/blog/a'));
    await data.refresh('a', areas(() => ['post a']));
    vi.stubGlobal('location', new URL('http://site.test/blog/b'));
    const b = await data.inBrowser(request('/blog/b'), 'b', areas(() => failure));
    await expect(b.items).rejects.toBe(failure);
  });

  it('a read under way is shared, not started twice', async () => {
    vi.stubGlobal('location', new URL('http://site.test/contact'));
    let release!: (value: string[]) => void;
    const read = vi.fn(() => new Promise<string[]>((resolve) => (release = resolve)));
    const data = createRouteData<Data>();
    const first = await data.inBrowser(request('/about'), '', { items: { name: 'items', read } });
    const second = await data.inBrowser(request('/about'), '', { items: { name: 'items', read } });
    expect(second.items).toBe(first.items);
    release(['once']);
    await expect(first.items).resolves.toEqual(['once']);
    expect(read).toHaveBeenCalledOnce();
  });

  it('an area whose failures are ignored (the tooltip) logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = createRouteData<Data>();
    const result = await data.refresh('', areas(() => failure, null));
    await expect(result.items).rejects.toBe(failure);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('unlessOnlyTheQueryChanged', () => {
  const args = (from: string, to: string) =>
    ({
      currentUrl: new URL(`http://site.test${from}`),
      nextUrl: new URL(`http://site.test${to}`),
      defaultShouldRevalidate: true,
    }) as Parameters<typeof unlessOnlyTheQueryChanged>[0];

  it('loads nothing again when only the query changes (a case study opens)', () => {
    expect(unlessOnlyTheQueryChanged(args('/portfolio', '/portfolio?caseStudy=3'))).toBe(false);
  });

  it('loads again for the same URL (a refresh) and for another path', () => {
    expect(unlessOnlyTheQueryChanged(args('/portfolio', '/portfolio'))).toBe(true);
    expect(unlessOnlyTheQueryChanged(args('/blog/a', '/blog/b'))).toBe(true);
  });
});

describe('refreshPrerenderedData', () => {
  it('refreshes once per visit, and says so while it runs', async () => {
    let finish!: () => void;
    const revalidate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(isRefreshingPrerenderedData()).toBe(false);
    const running = refreshPrerenderedData(revalidate);
    expect(isRefreshingPrerenderedData()).toBe(true);
    finish();
    await running;
    expect(isRefreshingPrerenderedData()).toBe(false);
    await refreshPrerenderedData(revalidate);
    expect(revalidate).toHaveBeenCalledOnce();
  });
});
