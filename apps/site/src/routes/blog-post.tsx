import { BlogPostPage } from '../pages/BlogPostPage';
import { blogPostQuery } from '../lib/queries';
import { routeData, RouteDataBoundary } from './routeData';

/**
 * `/blog/{slug}`: one post, prerendered for every slug in the database at build time; a post
 * added later opens through the SPA fallback and loads in the browser. @see spec §2, issue 5 §1
 */
const data = routeData((params) => [blogPostQuery(params.slug ?? '')]);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

export default function Route() {
  return (
    <RouteDataBoundary>
      <BlogPostPage />
    </RouteDataBoundary>
  );
}
