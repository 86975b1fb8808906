import { index, type RouteConfig } from '@react-router/dev/routes';

/** One page: the floor's button. */
export default [index('routes/home.tsx')] satisfies RouteConfig;
