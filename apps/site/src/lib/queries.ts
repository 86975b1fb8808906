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
import { QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { supabase } from './supabase';

/** The site's query cache: data stays fresh for a minute; one retry before an error shows. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, retryDelay: 300, refetchOnWindowFocus: false },
  },
});

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
export const homeThumbnailsQuery = {
  queryKey: ['home-thumbnails'],
  queryFn: logged('home thumbnails', fromRepository(listHomeThumbnails)),
};
export const useHomeThumbnails = () => useQuery(homeThumbnailsQuery);

/**
 * Starts loading the home gallery as soon as `/` is matched, in parallel with the page's code
 * (a route `loader` that does not wait), so the first row's images are found sooner.
 * @returns `null` (the page reads the data through {@link useHomeThumbnails}).
 * @see issue 5 §3 (LCP)
 */
export function prefetchHomeThumbnails(): null {
  void queryClient.prefetchQuery(homeThumbnailsQuery);
  return null;
}

/** The logo URL (`logo_dark_background`). Errors are logged. */
export const useLogoUrl = () =>
  useQuery({
    queryKey: ['site-asset', 'logo_dark_background'],
    queryFn: logged('logo', fromRepository((c) => getSiteAssetUrl(c, 'logo_dark_background'))),
    staleTime: Infinity,
  });

/** The favicon URL. Errors are logged. */
export const useFaviconUrl = () =>
  useQuery({
    queryKey: ['site-asset', 'favicon'],
    queryFn: logged('favicon', fromRepository((c) => getSiteAssetUrl(c, 'favicon'))),
    staleTime: Infinity,
  });

/** Active offer messages for the banner. Errors are logged; the banner stays hidden. */
export const useOfferMessages = () =>
  useQuery({ queryKey: ['offers'], queryFn: logged('offers', fromRepository(listActiveOfferMessages)) });

/** The active tooltip message. Errors are ignored (the default text stays). @see spec §8 */
export const useTooltipMessage = () =>
  useQuery({ queryKey: ['tooltip'], queryFn: fromRepository(getActiveTooltipMessage), retry: false });

/** Thumbnail works, newest first. */
export const useThumbnailWorks = () =>
  useQuery({ queryKey: ['thumbnail-works'], queryFn: fromRepository(listThumbnailWorks) });

/** The newest five featured before/after works. */
export const useFeaturedWorks = () =>
  useQuery({ queryKey: ['featured-works'], queryFn: fromRepository(listFeaturedWorks) });

/** Case studies, newest first. */
export const useCaseStudies = () =>
  useQuery({ queryKey: ['case-studies'], queryFn: fromRepository(listCaseStudies) });

/** The team by id. Errors are logged; the team area stays empty. */
export const useTeamMembers = () =>
  useQuery({ queryKey: ['team'], queryFn: logged('team', fromRepository(listTeamMembers)) });

/** Testimonials, oldest first. */
export const useTestimonials = () =>
  useQuery({ queryKey: ['testimonials'], queryFn: fromRepository(listTestimonials) });

/** Blog posts (no content), newest first. */
export const useBlogPosts = () => useQuery({ queryKey: ['blog-posts'], queryFn: fromRepository(listBlogPosts) });

/** One blog post by slug; a missing post is an error (`PGRST116`). */
export const useBlogPost = (slug: string) =>
  useQuery({
    queryKey: ['blog-post', slug],
    queryFn: fromRepository((c) => getBlogPostBySlug(c, slug)),
    retry: (count, error) => !(error instanceof QueryError && error.code === 'PGRST116') && count < 1,
  });

/** The message of a failed query, for the pages that show it (spec §4, §8). */
export function errorMessage(query: Pick<UseQueryResult, 'error'>): string {
  return query.error instanceof Error ? query.error.message : String(query.error ?? '');
}
