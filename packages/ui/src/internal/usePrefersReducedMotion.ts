import { useSyncExternalStore } from 'react';
import { media } from '../theme/tokens';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(media.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(media.reducedMotion).matches;
}

/**
 * Whether the visitor asked for reduced motion (`prefers-reduced-motion: reduce`), live.
 * Marquees, rotations, autoplay and counters use it to show their final, static state.
 * On the server (prerendering) it is `false`; the client re-renders after hydration.
 * @returns `true` when motion should be reduced.
 * @see spec §4 (gallery rows, stat counters), §9
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
