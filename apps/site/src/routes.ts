import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The eight routes of spec §2 (React Router framework mode; `root.tsx` is the frame around
 * them). Each route module is its own chunk. There is no not-found page: any other path goes to
 * the home page.
 * @see spec §2, issue 5 §1
 */
export default [
  index('routes/home.tsx'),
  route('portfolio', 'routes/portfolio.tsx'),
  route('packages', 'routes/packages.tsx'),
  route('about', 'routes/about.tsx'),
  route('testimonials', 'routes/testimonials.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
