import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * One area of a page as its route's loaders hand it over (docs/requirements.md §4: loading,
 * error, loaded), for `<Loaded>` (`<Suspense>`/`<Await>`):
 * - the data: read at build time (prerendered), or by the refresh in the browser;
 * - a promise of it: an in-app navigation, so the area shows its loading state until the promise
 *   settles, then the data or its error (rejected with a `LoadError`, `lib/loadError.ts`);
 * - `null`: the build could not read it (or the part is not prerendered): the area shows its
 *   loading state until the refresh after hydration reads it.
 */
export type Area<T> = T | Promise<T> | null;

/**
 * Starts reading one area in the browser. A failure is logged as `Could not load {name}:` (the
 * area shows it, or stays empty where failures are only logged, docs/requirements.md §8); the
 * promise is marked handled, so a read nobody waits for any more (the visitor moved on) is not
 * reported as unhandled.
 * @param name - what the area is, for the log; `null`: failures are not logged (the chat tooltip).
 * @param read - the repository read (`fetchData(...)`, `lib/supabase.ts`).
 * @returns the read's promise, rejected with its `LoadError` when it fails.
 */
export function readArea<T>(name: string | null, read: () => Promise<T>): Promise<T> {
  const promise = read();
  promise.catch((error: unknown) => {
    if (name !== null) console.error(`Could not load ${name}:`, error);
  });
  return promise;
}

/**
 * A `loader`'s read of one area at build time, awaited so the prerendered page holds its data.
 * An area the build cannot read is `null` (logged): the page is prerendered with that area's
 * loading state and the refresh after hydration reads it.
 * @param name - what the area is, for the log.
 * @param read - the repository read.
 * @returns the data, or `null` when the read failed.
 */
export async function readAtBuild<T>(name: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`Could not load ${name} at build time (the browser will load it):`, error);
    return null;
  }
}

/** Whether `url` is the page the browser shows now (path and query; the hash plays no part). */
function isShownUrl(url: string): boolean {
  const shown = globalThis.location;
  if (!shown) return false;
  const { pathname, search } = new URL(url);
  return pathname === shown.pathname && search === shown.search;
}

/**
 * A `clientLoader`'s work, given each area's read ({@link readArea}, started by the caller):
 * - on an in-app navigation (the request is for another page than the one on screen) the
 *   reads are handed over as promises: the page shows at once, each area in its loading state
 *   until its data or error arrives (`<Loaded>`);
 * - on a revalidation of the page on screen (the refresh after hydration, a click on the link
 *   to the page shown, or a page that was not prerendered loading at hydration) the reads are
 *   awaited, so the page keeps what it shows meanwhile. An area whose read fails keeps the data
 *   the page was prerendered with (`serverLoader()`: the build's `.data` file); with none (a
 *   page not prerendered), it is handed over as the failed promise, so it shows its error.
 * React Router has no flag that tells a revalidation from a navigation in a `clientLoader`;
 * the request's URL against the page on screen is that flag.
 * @param request - the `clientLoader`'s request.
 * @param serverLoader - the `clientLoader`'s `serverLoader` (the route's build-time data).
 * @param areas - each area's read, by the names of the route's `loader` data.
 * @returns each area's data, or a promise of it.
 * @see docs/architecture.md "Data flow"
 */
export async function readInBrowser<D extends object>(
  request: Request,
  serverLoader: () => Promise<unknown>,
  areas: { [K in keyof D]: Promise<D[K]> },
): Promise<{ [K in keyof D]: D[K] | Promise<D[K]> }> {
  if (!isShownUrl(request.url)) return areas;
  let prerendered: Promise<Partial<Record<string, unknown>> | null> | undefined;
  const keep = (name: string) => {
    prerendered ??= serverLoader().then(
      (data) => data as Partial<Record<string, unknown>> | null,
      () => null,
    );
    return prerendered.then((data) => data?.[name] ?? null);
  };
  const entries = await Promise.all(
    Object.entries(areas).map(async ([name, promise]) => {
      try {
        return [name, await promise] as const;
      } catch {
        return [name, (await keep(name)) ?? promise] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as { [K in keyof D]: D[K] | Promise<D[K]> };
}

/**
 * Every route's `shouldRevalidate`: a change of the query alone (the portfolio's `?caseStudy=`
 * popup) loads nothing again; the refresh after hydration and a click on the link to the page
 * on screen load it again (React Router's default), and so does another page of the same route
 * (another post). The root's data (the frame) is loaded at build time and refreshed, not read on
 * every navigation: React Router's default already leaves a parent route alone when only its
 * children change.
 * @param args - React Router's `shouldRevalidate` arguments.
 * @returns whether the route's `clientLoader` runs.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
