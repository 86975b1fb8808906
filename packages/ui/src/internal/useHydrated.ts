import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * Whether the app is running in the browser: `false` in the prerendered HTML and while React
 * hydrates it, `true` in the render React makes right after hydration, and at once in a part
 * mounted later (a client-side navigation). React's own idiom for "client only after hydration"
 * (`useSyncExternalStore` with a server snapshot), so hydration never mismatches.
 * @returns `true` once the app runs in the browser.
 * @see docs/architecture.md "The first view" (off-screen images wait for the app)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
