import {
  getActiveTooltipMessage,
  getBlogPostBySlug,
  getSiteAssetUrl,
  listActiveOfferMessages,
  listBlogPosts,
  listCaseStudies,
  listFeaturedWorks,
  listHomeThumbnails,
  listTeamMembers,
  listTestimonials,
  listThumbnailWorks,
  type AgencyClient,
  type RepositoryResult,
} from '@agency/data';
import { QueryClient, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { supabase } from './supabase';

/**
 * A query cache with the site's defaults: data stays fresh for a minute; one retry before an
 * error shows. Prerendering makes one per page ({@link ../routes/routeData}).
 *
 * A component that mounts over cached data does not refetch it then (`refetchOnMount: false`):
 * the route's `clientLoader` already refreshes stale queries on every navigation, and the
 * prerendered snapshot is refreshed once the page has hydrated
 * ({@link refreshPrerenderedQueries}). A refetch started while React attaches to the prerendered
 * page would change every query's state in the middle of hydration and force React to render
 * the whole page again at once (a long task: issue 5 §3, TBT). A query without data still
 * fetches when its component mounts.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, retryDelay: 300, refetchOnWindowFocus: false, refetchOnMount: false },
    },
  });

/** The browser's query cache (one per visit). */
export const queryClient = createQueryClient();

/**
 * Refetches the stale queries that a page shows (the build's snapshot, prerendered into the
 * page, is stale from the start), in the background: the page keeps its content until fresh data
 * arrives, and re-renders only where the data changed. Queries already loading are left to finish.
 * @param client - the browser's query cache.
 * @returns a promise that settles when every refetch has (failures end up in each query's `error`).
 * @see issue 5 §1 (content fetched at runtime keeps prerendered pages fresh)
 */
export const refreshPrerenderedQueries = (client: QueryClient): Promise<void> =>
  client.refetchQueries({ type: 'active', stale: true }, { cancelRefetch: false });

/** An error from a repository, thrown into TanStack Query so `error.message` is the PostgREST one. */
export class QueryError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'QueryError';
  }
}

function fromRepository<T>(load: (client: AgencyClient) => Promise<RepositoryResult<T>>) {
  return async (): Promise<T> => {
    const { data, error } = await load(supabase);
    if (error) throw new QueryError(error.message, error.code);
    return data as T;
  };
}

/**
 * Where an area only logs its fetch error and stays empty (spec §8: home, team, logo, offers,
 * favicon; the tooltip keeps its default text).
 */
function logged<T>(area: string, load: () => Promise<T>) {
  return async () => {
    try {
      return await load();
    } catch (error) {
      console.error(`Could not load ${area}:`, error);
      throw error;
    }
  };
}

/** Home gallery thumbnails (≤ 12). Errors are logged; the gallery stays empty. @see spec §8 */
export const homeThumbnailsQuery = queryOptions({
  queryKey: ['home-thumbnails'],
  queryFn: logged('home thumbnails', fromRepository(listHomeThumbnails)),
});
export const useHomeThumbnails = () => useQuery(homeThumbnailsQuery);

/** The logo URL (`logo_dark_background`). Errors are logged. */
export const logoUrlQuery = queryOptions({
  queryKey: ['site-asset', 'logo_dark_background'],
  queryFn: logged('logo', fromRepository((c) => getSiteAssetUrl(c, 'logo_dark_background'))),
});
export const useLogoUrl = () => useQuery(logoUrlQuery);

/** The favicon URL. Errors are logged. */
export const faviconUrlQuery = queryOptions({
  queryKey: ['site-asset', 'favicon'],
  queryFn: logged('favicon', fromRepository((c) => getSiteAssetUrl(c, 'favicon'))),
});
export const useFaviconUrl = () => useQuery(faviconUrlQuery);

/** Active offer messages for the banner. Errors are logged; the banner stays hidden. */
export const offerMessagesQuery = queryOptions({
  queryKey: ['offers'],
  queryFn: logged('offers', fromRepository(listActiveOfferMessages)),
});
export const useOfferMessages = () => useQuery(offerMessagesQuery);

/**
 * The active tooltip message. Errors are ignored (the default text stays).
 * @param options.enabled - `false` until the chat button is shown (default `true`).
 * @see spec §8
 */
export const useTooltipMessage = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: ['tooltip'], queryFn: fromRepository(getActiveTooltipMessage), retry: false, enabled });

/** Thumbnail works, newest first. */
export const thumbnailWorksQuery = queryOptions({ queryKey: ['thumbnail-works'], queryFn: fromRepository(listThumbnailWorks) });
export const useThumbnailWorks = () => useQuery(thumbnailWorksQuery);

/** The newest five featured before/after works. */
export const featuredWorksQuery = queryOptions({ queryKey: ['featured-works'], queryFn: fromRepository(listFeaturedWorks) });
export const useFeaturedWorks = () => useQuery(featuredWorksQuery);

/** Case studies, newest first. */
export const caseStudiesQuery = queryOptions({ queryKey: ['case-studies'], queryFn: fromRepository(listCaseStudies) });
export const useCaseStudies = () => useQuery(caseStudiesQuery);

/** The team by id. Errors are logged; the team area stays empty. */
export const teamMembersQuery = queryOptions({ queryKey: ['team'], queryFn: logged('team', fromRepository(listTeamMembers)) });
export const useTeamMembers = () => useQuery(teamMembersQuery);

/** Testimonials, oldest first. */
export const testimonialsQuery = queryOptions({ queryKey: ['testimonials'], queryFn: fromRepository(listTestimonials) });
export const useTestimonials = () => useQuery(testimonialsQuery);

/** Blog posts (no content), newest first. */
export const blogPostsQuery = queryOptions({ queryKey: ['blog-posts'], queryFn: fromRepository(listBlogPosts) });
export const useBlogPosts = () => useQuery(blogPostsQuery);

/** One blog post by slug; a missing post is an error (`PGRST116`). */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog-post', slug],
    queryFn: fromRepository((c) => getBlogPostBySlug(c, slug)),
    retry: (count, error) => !(error instanceof QueryError && error.code === 'PGRST116') && count < 1,
  });
export const useBlogPost = (slug: string) => useQuery(blogPostQuery(slug));

/** The message of a failed query, for the pages that show it (spec §4, §8). */
export function errorMessage(query: Pick<UseQueryResult, 'error'>): string {
  return query.error instanceof Error ? query.error.message : String(query.error ?? '');
}
