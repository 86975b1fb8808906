import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { runInNextTask } from '../lib/nextTask';

/**
 * Once the first page of a visit has hydrated, refreshes the data of every route on screen from
 * the backend, once, in the background: the prerendered data is the build's snapshot. React
 * Router's revalidation (`useRevalidator().revalidate()`) runs the `clientLoader` of every route
 * on screen, each a refresh that keeps what the page shows and keeps it if the read fails
 * (`lib/loaders.ts` `readInBrowser`). It runs in a task of its own, not in the one where React
 * finishes attaching to the page (no long task while hydrating). The root route renders this
 * once per visit (the frame is never unmounted). Renders nothing.
 * @see docs/architecture.md "Data flow" (content fetched at runtime keeps prerendered pages fresh)
 */
export function RefreshAfterHydration(): null {
  const { revalidate } = useRevalidator();
  useEffect(() => runInNextTask(() => void revalidate()), [revalidate]);
  return null;
}
