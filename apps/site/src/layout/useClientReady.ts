import { startTransition, useEffect, useState } from 'react';
import { runInNextTask } from '../lib/nextTask';

/** Whether client-only parts have rendered once in this visit (later mounts need not wait). */
let readyInThisVisit = false;

/**
 * `false` while the page is prerendered and while React attaches to it in the browser; `true`
 * from a task after that (and at once on later mounts). Parts that are not prerendered (the
 * toast region, the chat button) wait for it, so that rendering them is not part of the
 * hydration's task; and they render in a transition, which React splits into short tasks
 * instead of one long one (Total Blocking Time).
 * @returns whether client-only parts may render now.
 */
export function useClientReady(): boolean {
  const [ready, setReady] = useState(readyInThisVisit);
  useEffect(() => {
    if (ready) return undefined;
    return runInNextTask(() =>
      startTransition(() => {
        readyInThisVisit = true;
        setReady(true);
      }),
    );
  }, [ready]);
  return ready;
}
