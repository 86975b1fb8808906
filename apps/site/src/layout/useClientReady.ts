import { useSyncExternalStore } from 'react';
import { runInNextTask } from '../lib/nextTask';

let ready = false;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (!ready && listeners.size === 1) {
    runInNextTask(() => {
      ready = true;
      for (const listener of listeners) listener();
    });
  }
  return () => void listeners.delete(onChange);
}

/**
 * `false` while the page is prerendered and while React attaches to it in the browser; `true`
 * from the next task on (and at once on later renders). Parts that are not prerendered (the
 * toast region, the chat button) wait for it, so that rendering them is not part of the
 * hydration's task.
 * @returns whether client-only parts may render now.
 */
export const useClientReady = (): boolean => useSyncExternalStore(subscribe, () => ready, () => false);
