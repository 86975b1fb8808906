import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The eight routes of docs/requirements.md §2 (React Router framework mode; `root.tsx` is the
 * frame around them). Each route is a folder whose `route.tsx` owns its data (`loader`,
 * `clientLoader`), its head (`<Seo>`) and its page — in the file, or beside it as
 * `<Name>Page.tsx` for the routes with data; its types come from React Router's type generation
 * (`./+types/route`); a post's data is its layout's (`routes/blog-section`). Each route module is
 * its own chunk. There is no not-found page: any other path goes to the home page.
 */
export default [
  // The pages whose buttons open the free-sample and callback dialogs, inside the layout that owns them.
  layout('routes/lead-dialogs/route.tsx', [
    index('routes/home/route.tsx'),
    route('portfolio', 'routes/portfolio/route.tsx'),
    route('packages', 'routes/packages/route.tsx'),
  ]),
  route('about', 'routes/about/route.tsx'),
  route('testimonials', 'routes/testimonials/route.tsx'),
  // The list and the posts, inside the layout that reads a post (so a build with no posts builds).
  route('blog', 'routes/blog-section/route.tsx', [index('routes/blog/route.tsx'), route(':slug', 'routes/blog-post/route.tsx')]),
  route('contact', 'routes/contact/route.tsx'),
  route('*', 'routes/not-found/route.tsx'),
] satisfies RouteConfig;
