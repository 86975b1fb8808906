import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { runInNextTask } from '../lib/nextTask';
import { refreshPrerenderedData } from '../lib/routeData';

/**
 * Once the first page of a visit has hydrated, refreshes the data of every route on screen from
 * the backend, once, in the background: the prerendered data is the build's snapshot. It runs in
 * a task of its own, not in the one where React finishes attaching to the page (no
 * long task while hydrating). The page keeps its content meanwhile, and keeps it if the refresh
 * fails (the failure is logged). Renders nothing.
 * @see docs/architecture.md "Data flow" (content fetched at runtime keeps prerendered pages fresh)
 */
export function RefreshAfterHydration(): null {
  const { revalidate } = useRevalidator();
  useEffect(() => runInNextTask(() => void refreshPrerenderedData(revalidate)), [revalidate]);
  return null;
}
