import { media } from '../theme/tokens';

/**
 * Story/test helper: makes `window.matchMedia('(prefers-reduced-motion: reduce)')` answer
 * `reduce` (CSS media queries are not affected; scripted behaviour is).
 * Use as a story's `beforeEach` (it returns the cleanup): `beforeEach: () => stubReducedMotion()`.
 * @param reduce - the answer to give (default `true`).
 * @returns a function restoring the real `matchMedia`.
 */
export function stubReducedMotion(reduce = true): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (query !== media.reducedMotion) return original.call(window, query);
    const real = original.call(window, query);
    return {
      matches: reduce,
      media: query,
      onchange: null,
      addEventListener: real.addEventListener.bind(real),
      removeEventListener: real.removeEventListener.bind(real),
      addListener: real.addListener.bind(real),
      removeListener: real.removeListener.bind(real),
      dispatchEvent: real.dispatchEvent.bind(real),
    } as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
