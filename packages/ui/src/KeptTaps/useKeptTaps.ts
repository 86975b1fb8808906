import { useEffect, useRef, type RefObject } from 'react';
import { KEEP_TAPS_ATTRIBUTE, TAPS_LIVE_ATTRIBUTE } from './keptTapsScript';

declare global {
  interface Window {
    /** Defined by `KEPT_TAPS_SCRIPT` when the page has it (see `KeptTaps/keptTapsScript.ts`). */
    __keptTaps?: { release(root: Element): void; size(): number; arrivedAtMs: number };
  }
}

/** What {@link useKeptTaps} returns: spread it on the part's root element. */
export interface KeptTapsProps<T extends HTMLElement> {
  /** The root element's ref (also usable by the part itself). */
  ref: RefObject<T | null>;
  /** Marks the root for the page's kept-taps script. */
  [KEEP_TAPS_ATTRIBUTE]: '';
}

/**
 * Joins a part to the page's kept-taps script (`KEPT_TAPS_SCRIPT`): taps made on the part's
 * buttons before it can act are kept (the button shows pressed and busy at once) and replayed,
 * in order, as soon as `ready` is true after the part has hydrated. Without the script on the
 * page (Storybook, an app that does not add it) the hook does nothing.
 * @param ready - whether the part can act on a tap now, e.g. `api !== undefined` for a part
 *   whose behaviour needs a library object created in an effect. Default `true` (once mounted).
 * @returns `{ ref, 'data-keep-taps': '' }`, to spread on the part's root element.
 * @example const keep = useKeptTaps<HTMLElement>(api !== undefined); return <section {...keep}>…</section>;
 */
export function useKeptTaps<T extends HTMLElement>(ready = true): KeptTapsProps<T> {
  const ref = useRef<T>(null);
  // After every render: the root may appear in a later render than the first (a part that
  // renders nothing until it has data), and a root that is never released would keep its taps.
  useEffect(() => {
    const root = ref.current;
    if (ready && root && !root.hasAttribute(TAPS_LIVE_ATTRIBUTE)) window.__keptTaps?.release(root);
  });
  return { ref, [KEEP_TAPS_ATTRIBUTE]: '' };
}

/**
 * When the visitor arrived on the page that the browser loaded (epoch ms, `Date.now()` terms):
 * the instant the kept-taps script ran at the top of the page, before the first paint, so
 * timers the requirements count from the arrival (docs/requirements.md §4) do not start late with the app. Without the script,
 * `Date.now() - performance.now()` (the navigation's start).
 * @returns epoch milliseconds.
 */
export function documentArrivalMs(): number {
  if (typeof window === 'undefined') return Date.now();
  return window.__keptTaps?.arrivedAtMs ?? Date.now() - performance.now();
}
