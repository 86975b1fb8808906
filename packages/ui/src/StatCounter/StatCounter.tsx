import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './StatCounter.css';

/** Props of {@link StatCounter}. */
export interface StatCounterProps {
  /** The final number, e.g. 3500. */
  value: number;
  /** Shown after the number, e.g. "+" or "M+". */
  suffix?: string;
  /** What is counted, e.g. "Thumbnails". */
  label: string;
  /** Seconds the count-up takes (docs/requirements.md §9: 2, 2.2, 2.8, 1.5, 1.8). */
  durationSeconds: number;
}

/** Ease-out cubic: fast start, gentle landing. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * An achievement counter: counts from 0 to `value` over `durationSeconds` (intermediate values
 * rounded down, so `value` itself appears exactly when the duration has passed), once, when it first
 * scrolls into view (IntersectionObserver). With reduced motion (or no IntersectionObserver) it
 * shows the final value at once. Screen readers always get the final text ("3500+ Thumbnails");
 * the moving number is hidden from them.
 * @example <StatCounter value={3500} suffix="+" label="Thumbnails" durationSeconds={2.2} />
 * @see docs/requirements.md §1 (counters), §4 (animate from 0 once when scrolled into view), §9 (durations)
 */
export function StatCounter({ value, suffix = '', label, durationSeconds }: StatCounterProps) {
  const reduceMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (done || reduceMotion || !root) return undefined;
    let frame = 0;
    if (typeof IntersectionObserver === 'undefined') {
      frame = requestAnimationFrame(() => setDone(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // Date.now (not the frame timestamp) so a fake clock can drive the animation in tests.
      const start = Date.now();
      const durationMs = Math.max(0, durationSeconds * 1000);
      const step = () => {
        const progress = durationMs === 0 ? 1 : Math.min(1, (Date.now() - start) / durationMs);
        if (progress >= 1) {
          setDone(true);
          return;
        }
        // Rounded down, so the final value shows only once the whole duration has passed.
        setCurrent(Math.floor(value * easeOut(progress)));
        frame = requestAnimationFrame(step);
      };
      step();
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [done, reduceMotion, value, durationSeconds]);

  const shown = done || reduceMotion ? value : current;
  return (
    <div ref={rootRef} className={styles.root}>
      <span className={visuallyHidden}>{`${value}${suffix} ${label}`}</span>
      <span className={styles.value} aria-hidden="true" data-final={shown === value ? '' : undefined}>
        {shown}
        {suffix}
      </span>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
