import { useSyncExternalStore } from 'react';
import { media } from '../theme/tokens';

/** The one MediaQueryList every caller shares, made again only if `matchMedia` is replaced (tests). */
let shared: { matchMedia: typeof window.matchMedia; query: MediaQueryList } | null = null;

function reducedMotionQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  if (shared?.matchMedia !== window.matchMedia) {
    shared = { matchMedia: window.matchMedia, query: window.matchMedia(media.reducedMotion) };
  }
  return shared.query;
}

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

/**
 * Whether the visitor asked for reduced motion (`prefers-reduced-motion: reduce`), live.
 * Marquees, rotations, autoplay and counters use it to show their final, static state.
 * On the server (prerendering) it is `false`; the client re-renders after hydration.
 * @returns `true` when motion should be reduced.
 * @see docs/requirements.md §4 (gallery rows, stat counters), §9
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
