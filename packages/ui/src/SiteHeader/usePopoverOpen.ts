import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the popover with id `id` is showing (`:popover-open`), following its `toggle` events.
 * `null` on the server and while hydrating, when only the platform knows (the visitor may have
 * opened it before the app started); the real state right after.
 * @param id - the popover element's id.
 * @returns `true` / `false`, or `null` before the app has read it.
 */
export function usePopoverOpen(id: string): boolean | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      const popover = document.getElementById(id);
      popover?.addEventListener('toggle', notify);
      return () => popover?.removeEventListener('toggle', notify);
    },
    [id],
  );
  const read = () => document.getElementById(id)?.matches(':popover-open') ?? false;
  return useSyncExternalStore(subscribe, read, () => null);
}
