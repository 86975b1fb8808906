import { useEffect, useRef, useState } from 'react';
import { ChevronIcon } from '../internal/icons';
import * as styles from './Field.css';

/** Which ends of a scrollable list still hide options. */
export interface ScrollEnds {
  /** Options are hidden above the visible part of the list. */
  up: boolean;
  /** Options are hidden below the visible part of the list. */
  down: boolean;
}

function readEnds(list: HTMLElement): ScrollEnds {
  const max = list.scrollHeight - list.clientHeight;
  // Sub-pixel rounding can leave a fraction of a pixel at either end.
  return { up: list.scrollTop > 1, down: max - list.scrollTop > 1 };
}

/**
 * Tracks whether an open select list can scroll up or down, for its scroll buttons.
 * @param list - the scrolling list element (`null` while the list is closed).
 * @returns `{ up, down }`: `true` where options are hidden beyond that end.
 */
export function useScrollEnds(list: HTMLElement | null): ScrollEnds {
  const [ends, setEnds] = useState<ScrollEnds>({ up: false, down: false });
  useEffect(() => {
    if (!list) return;
    const update = () =>
      setEnds((prev) => {
        const next = readEnds(list);
        return prev.up === next.up && prev.down === next.down ? prev : next;
      });
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [list]);
  return ends;
}

/** Props of {@link SelectScrollButton}. */
export interface SelectScrollButtonProps {
  /** Which end of the list the button sits at: `up` at the top, `down` at the bottom. */
  direction: 'up' | 'down';
  /** The open list's scrolling element. */
  list: HTMLElement;
  /** Milliseconds between two steps of one option's height (docs/requirements.md §9: 50). */
  intervalMs: number;
}

/**
 * The scroll button at one end of an open select list (docs/requirements.md §9 'Select menu scroll button
 * interval 50 ms'): while the pointer rests on it or presses it, the list moves by one
 * option's height every `intervalMs`. It overlays the list's edge, so showing or hiding it never
 * moves the options. Pointer-only, as Radix's are: keyboard users move with the arrow keys, so
 * it is hidden from assistive technology. Render it only while {@link useScrollEnds} says
 * options are hidden beyond its end.
 * @see docs/requirements.md §9
 */
export function SelectScrollButton({ direction, list, intervalMs }: SelectScrollButtonProps) {
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };
  const start = () => {
    if (timer.current !== null) return;
    timer.current = setInterval(() => {
      const option = list.querySelector<HTMLElement>('[role="option"]');
      const step = option?.offsetHeight ?? list.clientHeight / 4;
      list.scrollTop += direction === 'up' ? -step : step;
    }, intervalMs);
  };
  // The button unmounts once its end is reached (or the list closes): stop with it.
  useEffect(() => stop, []);
  return (
    <div
      aria-hidden="true"
      data-part={`scroll-${direction}-button`}
      className={styles.scrollButton({ direction })}
      onPointerDown={start}
      onPointerMove={start}
      onPointerLeave={stop}
    >
      <ChevronIcon direction={direction} className={styles.icon} />
    </div>
  );
}

