import { Fragment, Suspense, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router';
import { LoadError } from '../lib/loadError';
import type { Area } from '../lib/loaders';

/** Props of {@link Loaded}. */
export interface LoadedProps<T> {
  /** The area's data from the route's loader. */
  data: Area<T>;
  /** What the area shows while its data loads (docs/requirements.md §4 loading state). */
  loading: ReactNode;
  /**
   * What it shows when its data failed to load (read the failure with {@link useLoadError});
   * default nothing: the area stays empty (docs/requirements.md §8, where failures are only logged).
   */
  error?: ReactNode;
  /** The area with its data. */
  children: (data: T) => ReactNode;
}

/**
 * One area of a page in the state its data is in (docs/requirements.md §4: loading, error, loaded). Data that
 * is there (prerendered, refreshed) renders at once, as it was prerendered; a promise (in-app
 * navigation, a page not prerendered) shows `loading` until it settles, then the data or
 * `error`; `null` (not read yet) shows `loading`.
 */
export function Loaded<T>({ data, loading, error = <Fragment />, children }: LoadedProps<T>): ReactNode {
  if (data === null) return loading;
  if (!(data instanceof Promise)) return children(data);
  return (
    <Suspense fallback={loading}>
      <Await resolve={data} errorElement={error}>
        {children}
      </Await>
    </Suspense>
  );
}

/**
 * In the `error` element of {@link Loaded}: why the data failed to load, as a {@link LoadError}
 * (`message` is what the pages that show errors print, docs/requirements.md §8).
 */
export function useLoadError(): LoadError {
  const error = useAsyncError();
  if (error instanceof LoadError) return error;
  return new LoadError({ message: error instanceof Error ? error.message : String(error ?? ''), code: '' });
}
