import type { RepositoryError } from '@agency/data';
import { useEffect } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A repository call that failed: PostgREST's `message` (what the pages that show errors print,
 * docs/requirements.md §8) and `code` (`PGRST116`: no row, e.g. a blog post that does not exist).
 */
export class LoadError extends Error {
  readonly code: string;

  constructor({ message, code }: Pick<RepositoryError, 'message' | 'code'>) {
    super(message);
    this.name = 'LoadError';
    this.code = code;
  }
}

/** PostgREST's code when a single row was asked for and none came back (`PGRST116`). */
export const NO_ROW = 'PGRST116';

/**
 * One area of a page as its route's loaders hand it over (docs/requirements.md §4: loading, error, loaded):
 * - the data: prerendered at build time, or refreshed in the browser;
 * - a promise of it: an in-app navigation or a page that was not prerendered, so the area shows
 *   its loading state until the promise settles, then the data or its error (rejected with a
 *   {@link LoadError});
 * - `null`: not read yet (the build could not read it, or the part is not prerendered): the area
 *   shows its loading state until the browser has read it.
 */
export type Deferred<T> = T | Promise<T> | null;

/** One area of a page: how to read it and what its failures are logged as. */
export interface Area<T> {
  /** Reads the area from the backend (one repository call, or several together). */
  read: () => Promise<T>;
  /** A failure is logged as `Could not load {name}:`; `null`: failures are ignored (docs/requirements.md §8, the chat tooltip). */
  name: string | null;
  /** Not read at build time: the part is not prerendered (the chat tooltip). */
  clientOnly?: boolean;
}

/** How to read each area of a route's data `D`. */
export type Areas<D> = { [K in keyof D]: Area<D[K]> };

/** What a route's loaders return for its data `D`: each area {@link Deferred}. */
export type DeferredData<D> = { [K in keyof D]: Deferred<D[K]> };

/** Whether `url` is the page the browser shows now (path and query; the hash plays no part). */
function isShownUrl(url: string): boolean {
  const shown = globalThis.location;
  if (!shown) return false;
  const { pathname, search } = new URL(url);
  return pathname === shown.pathname && search === shown.search;
}

/**
 * The loaders of a route whose page shows data `D` (React Router framework mode: `loader` at
 * build time, `clientLoader` in the browser; the page reads the result with `useLoaderData`).
 * The route module keeps one of these: it remembers, per `key` (what tells the route's pages
 * apart, e.g. a blog post's slug; `''` for a route with one page), the last data read well, so
 * that a failed refresh keeps what the page shows.
 * @returns the route's loading steps (see each).
 * @see docs/requirements.md §4, §8; docs/architecture.md "Data flow"
 */
export function createRouteData<D extends object>() {
  /** The last data read well for each key, area by area. */
  const lastGood = new Map<string, Partial<D>>();
  /** Reads under way, per key and area (a second load while one runs shares it). */
  const reading = new Map<string, Promise<unknown>>();

  function remember<K extends keyof D>(key: string, area: K, value: D[K]) {
    lastGood.set(key, { ...lastGood.get(key), [area]: value } as Partial<D>);
  }

  /** Reads one area (or joins the read under way); remembers the data, logs a failure. */
  function read<K extends keyof D>(key: string, name: K, area: Area<D[K]>): Promise<D[K]> {
    const id = `${key}\u0000${String(name)}`;
    const running = reading.get(id) as Promise<D[K]> | undefined;
    if (running) return running;
    const promise = area.read().then(
      (value) => {
        reading.delete(id);
        remember(key, name, value);
        return value;
      },
      (error: unknown) => {
        reading.delete(id);
        if (area.name !== null) console.error(`Could not load ${area.name}:`, error);
        throw error;
      },
    );
    // Whoever reads the outcome (the page, a refresh) handles a failure; this only keeps an
    // unread one (the visitor moved on) from being reported as unhandled.
    promise.catch(() => undefined);
    reading.set(id, promise);
    return promise;
  }

  const names = (areas: Areas<D>) => Object.keys(areas) as (keyof D & string)[];

  async function refresh(key: string, areas: Areas<D>): Promise<DeferredData<D>> {
    const kept = lastGood.get(key);
    const entries = await Promise.all(
      names(areas).map(async (name) => {
        const promise = read(key, name, areas[name]);
        try {
          return [name, await promise] as const;
        } catch {
          const previous = kept?.[name];
          return [name, previous === undefined ? promise : previous] as const;
        }
      }),
    );
    return Object.fromEntries(entries) as DeferredData<D>;
  }

  return {
    /**
     * The `loader`'s work, at build time: every area read and awaited, so the prerendered page
     * holds its data. An area the build cannot read is `null` (logged): the page is prerendered
     * with that area's loading state, and the browser reads it once the page has hydrated.
     * @param areas - how to read each area.
     */
    async atBuild(areas: Areas<D>): Promise<DeferredData<D>> {
      const entries = await Promise.all(
        names(areas).map(async (name) => {
          const area = areas[name];
          if (area.clientOnly) return [name, null] as const;
          try {
            return [name, await area.read()] as const;
          } catch (error) {
            console.error(`Could not load ${area.name ?? name} at build time (the browser will load it):`, error);
            return [name, null] as const;
          }
        }),
      );
      return Object.fromEntries(entries) as DeferredData<D>;
    },

    /**
     * A refresh of data the page shows: every area read and awaited (the page keeps showing
     * its data meanwhile, no loading state). An area that fails keeps the last data read well
     * (the failure is logged); with nothing to keep, the area gets the failure, so it shows its
     * error state (or stays empty, where failures are only logged).
     * @param key - which of the route's pages (see {@link createRouteData}).
     * @param areas - how to read each area.
     */
    refresh,

    /**
     * The `clientLoader`'s work. When the page is on screen with data for `key` (the background
     * refresh after hydration, or a click on the link to the page already shown) it is a
     * {@link refresh}. Otherwise (an in-app navigation, or a page that was not prerendered) each
     * area is a promise: the page appears at once with each area's loading state, then its data
     * or error.
     * @param request - the `clientLoader`'s request (its URL tells a refresh from a navigation).
     * @param key - which of the route's pages (see {@link createRouteData}).
     * @param areas - how to read each area.
     */
    async inBrowser(request: Request, key: string, areas: Areas<D>): Promise<DeferredData<D>> {
      if (lastGood.has(key) && isShownUrl(request.url)) return refresh(key, areas);
      return Object.fromEntries(names(areas).map((name) => [name, read(key, name, areas[name])])) as DeferredData<D>;
    },

    /**
     * Remembers the data a page was rendered with (the prerendered data above all, which no
     * `clientLoader` has seen), so that a failed refresh can keep it. Call it in the route's
     * component with what `useLoaderData` returned.
     * @param key - which of the route's pages (see {@link createRouteData}).
     * @param data - the route's loader data.
     */
    useShown(key: string, data: DeferredData<D>): void {
      useEffect(() => {
        for (const name of Object.keys(data) as (keyof D & string)[]) {
          const value = data[name];
          if (value !== null && !(value instanceof Promise)) remember(key, name, value as D[typeof name]);
        }
      }, [key, data]);
    },
  };
}

/**
 * `shouldRevalidate` of the routes whose data depends on the path alone: a change of the query
 * only (the portfolio's `?caseStudy=` popup) does not load the page's data again; a navigation
 * to the same URL, or a refresh, does.
 */
export function unlessOnlyTheQueryChanged({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

let refreshState: 'not yet' | 'running' | 'done' = 'not yet';

/**
 * Refreshes the data of the page the visit started on (prerendered at build time, so possibly
 * out of date) once, in the background: `revalidate` runs the `clientLoader` of every route on
 * screen, each a {@link createRouteData} refresh. Later calls do nothing.
 * @param revalidate - React Router's `useRevalidator().revalidate`.
 * @returns a promise that settles when the refresh has.
 * @see docs/architecture.md "Data flow" (content fetched at runtime keeps prerendered pages fresh)
 */
export async function refreshPrerenderedData(revalidate: () => Promise<void>): Promise<void> {
  if (refreshState !== 'not yet') return;
  refreshState = 'running';
  try {
    await revalidate();
  } finally {
    refreshState = 'done';
  }
}

/** Whether {@link refreshPrerenderedData} is under way (the frame's data loads only then). */
export const isRefreshingPrerenderedData = (): boolean => refreshState === 'running';
