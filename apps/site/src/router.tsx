import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { prefetchHomeThumbnails } from './lib/queries';

/**
 * The eight routes of spec §2. Pages other than home load on demand (route-level code
 * splitting). There is no not-found page: any other path goes to the home page.
 * @see spec §2
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        index: true,
        loader: prefetchHomeThumbnails,
        lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
      },
      { path: 'portfolio', lazy: async () => ({ Component: (await import('./pages/PortfolioPage')).PortfolioPage }) },
      { path: 'packages', lazy: async () => ({ Component: (await import('./pages/PackagesPage')).PackagesPage }) },
      { path: 'about', lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }) },
      {
        path: 'testimonials',
        lazy: async () => ({ Component: (await import('./pages/TestimonialsPage')).TestimonialsPage }),
      },
      { path: 'blog', lazy: async () => ({ Component: (await import('./pages/BlogListPage')).BlogListPage }) },
      { path: 'blog/:slug', lazy: async () => ({ Component: (await import('./pages/BlogPostPage')).BlogPostPage }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('./pages/ContactPage')).ContactPage }) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The browser router of the site. */
export const router = createBrowserRouter(routes);
