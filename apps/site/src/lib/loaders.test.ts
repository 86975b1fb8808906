import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from './loadError';
import { readArea, readAtBuild, readInBrowser, shouldRevalidate } from './loaders';

const failure = new LoadError({ message: 'table unavailable', code: 'XX000' });
const request = (path: string) => new Request(`http://site.test${path}`);
const shown = (path: string) => vi.stubGlobal('location', new URL(`http://site.test${path}`));
/** A `serverLoader` answering with the build's data, or failing like a page that was not prerendered. */
const prerendered = (data: { items: string[] | null } | Error) => vi.fn(async () => {
  if (data instanceof Error) throw data;
  return data;
});

const errors = vi.spyOn(console, 'error');
beforeEach(() => {
  errors.mockReset().mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readAtBuild', () => {
  it('awaits the data', async () => {
    await expect(readAtBuild('items', async () => ['a'])).resolves.toEqual(['a']);
  });

  it('gives null for an area the build cannot read, and logs it', async () => {
    await expect(readAtBuild('items', async () => Promise.reject(failure))).resolves.toBeNull();
    expect(String(errors.mock.calls[0]?.[0])).toContain('Could not load items at build time');
  });
});

describe('readInBrowser', () => {
  it('on an in-app navigation, hands each area over as its promise (the page shows its loading state)', async () => {
    shown('/about');
    const serverLoader = prerendered({ items: ['build'] });
    const data = await readInBrowser<{ items: string[] }>(request('/testimonials'), serverLoader, {
      items: readArea('items', async () => ['live']),
    });
    expect(data.items).toBeInstanceOf(Promise);
    await expect(data.items).resolves.toEqual(['live']);
    expect(serverLoader).not.toHaveBeenCalled();
  });

  it('on an in-app navigation, a failed read is the area\'s rejected promise (its error state), logged', async () => {
    shown('/about');
    const data = await readInBrowser<{ items: string[] }>(request('/testimonials'), prerendered({ items: ['build'] }), {
      items: readArea('items', async () => Promise.reject(failure)),
    });
    await expect(data.items).rejects.toBe(failure);
    expect(String(errors.mock.calls[0]?.[0])).toBe('Could not load items:');
  });

  it('on a revalidation of the page on screen, awaits the fresh data', async () => {
    shown('/testimonials');
    const data = await readInBrowser<{ items: string[] }>(request('/testimonials'), prerendered({ items: ['build'] }), {
      items: readArea('items', async () => ['live']),
    });
    expect(data.items).toEqual(['live']);
  });

  it('a failed refresh keeps the prerendered data (serverLoader), and logs the failure', async () => {
    shown('/testimonials');
    const serverLoader = prerendered({ items: ['build'] });
    const data = await readInBrowser<{ items: string[]; other: string[] }>(request('/testimonials'), serverLoader, {
      items: readArea('items', async () => Promise.reject(failure)),
      other: readArea('other', async () => Promise.reject(failure)),
    });
    expect(data.items).toEqual(['build']);
    // Two areas failed, the build's data is read once.
    expect(serverLoader).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls.map((call) => call[0])).toEqual(['Could not load items:', 'Could not load other:']);
  });

  it('with no prerendered data to keep (a page not prerendered, or an area the build could not read), the area shows its error', async () => {
    shown('/blog/new-post');
    for (const serverLoader of [prerendered(new Error('404')), prerendered({ items: null })]) {
      const data = await readInBrowser<{ items: string[] }>(request('/blog/new-post'), serverLoader, {
        items: readArea('items', async () => Promise.reject(failure)),
      });
      await expect(data.items).rejects.toBe(failure);
    }
  });

  it('a read named null is not logged (the chat tooltip: failures ignored)', async () => {
    shown('/');
    const data = await readInBrowser<{ tip: string }>(request('/'), prerendered({ items: null }), {
      tip: readArea(null, async () => Promise.reject(failure)),
    });
    await expect(data.tip).rejects.toBe(failure);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('shouldRevalidate', () => {
  const args = (from: string, to: string, defaultShouldRevalidate = true) =>
    ({
      currentUrl: new URL(`http://site.test${from}`),
      nextUrl: new URL(`http://site.test${to}`),
      defaultShouldRevalidate,
    }) as Parameters<typeof shouldRevalidate>[0];

  it('loads nothing again when only the query changes (the ?caseStudy= popup)', () => {
    expect(shouldRevalidate(args('/portfolio', '/portfolio?caseStudy=2'))).toBe(false);
    expect(shouldRevalidate(args('/portfolio?caseStudy=2', '/portfolio'))).toBe(false);
  });

  it("follows React Router's default otherwise (the refresh, the same page again, another post)", () => {
    expect(shouldRevalidate(args('/portfolio', '/portfolio'))).toBe(true);
    expect(shouldRevalidate(args('/blog/a', '/blog/b'))).toBe(true);
    expect(shouldRevalidate(args('/blog/a', '/about', false))).toBe(false);
  });
});
