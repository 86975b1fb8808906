import {
  dehydrate,
  HydrationBoundary,
  type DehydratedState,
  type FetchQueryOptions,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLoaderData, type Params } from 'react-router';
import { createQueryClient, queryClient } from '../lib/queries';

/** The queries a route's page reads, from the route's URL parameters. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route lists queries of different result types
export type RouteQueries = (params: Params) => FetchQueryOptions<any, any, any, any>[];

/** What a route's loaders return: the page's queries, dehydrated at build time; `null` in the browser. */
export type RouteData = DehydratedState | null;

/**
 * The `loader` and `clientLoader` of a route whose page reads `queries` through TanStack Query.
 *
 * - `loader` runs at build time only (prerendering, `ssr: false`): it fetches the queries from
 *   the backend into a fresh cache and returns them dehydrated, so the page's text is in the
 *   prerendered HTML and hydrates without refetching first. A query that fails is left out (the
 *   page renders its loading state and fetches in the browser).
 * - `clientLoader` runs for navigations in the browser (and on SPA-fallback pages, e.g. a post
 *   added after the build): it starts the queries without waiting, so the page's chunk and its
 *   data load in parallel, and returns `null`.
 *
 * The prerendered data counts as stale: once hydrated, the page refetches it in the background,
 * so live content (a new review, a changed offer) replaces the build's snapshot.
 * @returns `{ loader, clientLoader }` to re-export from the route module.
 * @see issue 5 §1
 */
export function routeData(queries: RouteQueries) {
  return {
    loader: async ({ params }: { params: Params }): Promise<RouteData> => {
      const client = createQueryClient();
      await Promise.all(queries(params).map((query) => client.prefetchQuery({ ...query, retry: false })));
      const state = dehydrate(client);
      // A snapshot from the build: stale from the start, so the browser refreshes it once the
      // page has hydrated, however recent the build.
      for (const query of state.queries) query.state.dataUpdatedAt = 0;
      return state;
    },
    clientLoader: ({ params }: { params: Params }): RouteData => {
      for (const query of queries(params)) void queryClient.prefetchQuery(query);
      return null;
    },
  };
}

/**
 * Puts the current route's dehydrated queries (from {@link routeData}'s loader) into the query
 * cache before its children render.
 * @param props.children - the page.
 */
export function RouteDataBoundary({ children }: { children: ReactNode }) {
  const state = useLoaderData() as RouteData | undefined;
  return <HydrationBoundary state={state ?? undefined}>{children}</HydrationBoundary>;
}
