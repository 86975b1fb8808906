import { useState } from 'react';
import { Button } from '../Button';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { vars } from '../theme/contract.css';
import * as styles from './foundations.css';
import { TokenRows } from './TokenRows';

/** A track whose dot travels its length with the given timing (a `transition` on its position). */
function Track({ atEnd, duration, easing }: { atEnd: boolean; duration: string; easing: string }) {
  return (
    <div className={styles.track} aria-hidden="true">
      <div
        className={styles.dot}
        data-dot=""
        data-at={atEnd ? 'end' : 'start'}
        style={{ transitionDuration: duration, transitionTimingFunction: easing }}
      />
    </div>
  );
}

/**
 * The Motion page's demo: one button sends a dot across a track per duration token (with the
 * standard easing) and per easing token (over the slow duration). It respects
 * `prefers-reduced-motion` as every component does: the theme's global rule cuts transitions to
 * nothing, so the dots jump, and a status line says which mode is on.
 * @example <MotionDemo />
 */
export function MotionDemo() {
  const [atEnd, setAtEnd] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <>
      <div className={styles.controls}>
        <Button onClick={() => setAtEnd((value) => !value)}>{atEnd ? 'Bring the dots back' : 'Send the dots across'}</Button>
        <p role="status" className={styles.note}>
          {reducedMotion
            ? 'Reduced motion is on: the dots jump to the end without moving, as every component stops its motion.'
            : 'Motion is on. Turn on “reduce motion” in your system settings to see every transition stop.'}
        </p>
      </div>
      <TokenRows
        group="duration"
        heading="Durations"
        renderSample={(token) => <Track atEnd={atEnd} duration={token.cssVar} easing={vars.easing.standard} />}
      />
      <TokenRows
        group="easing"
        heading="Easings"
        renderSample={(token) => <Track atEnd={atEnd} duration={vars.duration.slow} easing={token.cssVar} />}
      />
    </>
  );
}
