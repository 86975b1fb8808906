import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './StatCounter.css';

/** What {@link StatCounter} itself reads. */
interface StatCounterOwnProps {
  /** The final number, e.g. 3500. */
  value: number;
  /** Shown after the number, e.g. "+" or "M+". */
  suffix?: string;
  /** What is counted, e.g. "Thumbnails". */
  label: string;
  /** Seconds the count-up takes (docs/requirements.md §9: 2, 2.2, 2.8, 1.5, 1.8). */
  durationSeconds: number;
  /** Extra class for the root `<div>`. */
  className?: string;
}

/** Props of {@link StatCounter}: its own and every other `<div>` attribute, `ref` included. */
export type StatCounterProps = ElementProps<'div', StatCounterOwnProps>;

/** Ease-out cubic: fast start, gentle landing. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * Where a counter is: showing its real figure (`final`, as prerendered), waiting out of view at
 * 0 for its count (`armed`), or counting up (`counting`).
 */
type Phase = 'final' | 'armed' | 'counting';

/**
 * An achievement counter. The page (prerendered HTML, and the app's first render) shows the real
 * figure, e.g. "3500+", so a visitor without JavaScript, or ahead of the app, reads it. The
 * count from 0 to `value` over `durationSeconds` (intermediate values rounded down, so `value`
 * itself appears exactly when the duration has passed) runs once, and only when all of these
 * hold: the app is running, the counter was out of view when it started (IntersectionObserver's
 * first report), and motion is not reduced. Then it waits out of view at 0 and counts when it
 * scrolls into view. A counter already in view (the visitor scrolled ahead of the app, or it
 * mounts on screen) keeps its figure: no visitor sees a number go backwards. Screen readers
 * always get the final text ("3500+ Thumbnails"); the moving number is hidden from them.
 * Takes `ref` and spreads the rest of its props onto its root `<div>` (packages/ui/README.md,
 * "Composition").
 * @example <StatCounter value={3500} suffix="+" label="Thumbnails" durationSeconds={2.2} />
 * @see docs/requirements.md §1 (counters), §4 (animate from 0 once when scrolled into view), §9 (durations)
 */
export function StatCounter({ value, suffix = '', label, durationSeconds, className, ref, ...rest }: StatCounterProps) {
  const reduceMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(rootRef, ref);
  const [phase, setPhase] = useState<Phase>('final');
  const [current, setCurrent] = useState(0);
  // Decided once: a counter that was in view when the app started never counts.
  const decided = useRef(false);

  useEffect(() => {
    const root = rootRef.current;
    if (reduceMotion || !root || phase === 'counting' || typeof IntersectionObserver === 'undefined') return undefined;
    if (decided.current && phase === 'final') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      if (!decided.current) {
        decided.current = true;
        if (inView) {
          observer.disconnect();
          return;
        }
        setCurrent(0);
        setPhase('armed');
        return;
      }
      if (!inView) return;
      observer.disconnect();
      setPhase('counting');
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [reduceMotion, phase]);

  useEffect(() => {
    if (phase !== 'counting' || reduceMotion) return undefined;
    let frame = 0;
    // Date.now (not the frame timestamp) so a fake clock can drive the animation in tests.
    const start = Date.now();
    const durationMs = Math.max(0, durationSeconds * 1000);
    const step = () => {
      const progress = durationMs === 0 ? 1 : Math.min(1, (Date.now() - start) / durationMs);
      if (progress >= 1) {
        setPhase('final');
        return;
      }
      // Rounded down, so the final value shows only once the whole duration has passed.
      setCurrent(Math.floor(value * easeOut(progress)));
      frame = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(frame);
  }, [phase, reduceMotion, value, durationSeconds]);

  const shown = phase === 'final' || reduceMotion ? value : current;
  return (
    <div {...rest} ref={composedRef} className={cx(styles.root, className)}>
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
