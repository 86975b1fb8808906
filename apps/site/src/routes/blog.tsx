import { blogPostsQuery } from '../lib/queries';
import { BlogListPage } from '../pages/BlogListPage';
import { routeData, RouteDataBoundary } from './routeData';

/** `/blog`: the featured post and the list of posts, prerendered. @see spec §2, issue 5 §1 */
const data = routeData(() => [blogPostsQuery]);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

export default function Route() {
  return (
    <RouteDataBoundary>
      <BlogListPage />
    </RouteDataBoundary>
  );
}
