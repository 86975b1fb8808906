import { Marquee } from '@ark-ui/react/marquee';
import { mergeProps } from '@ark-ui/react/utils';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { OFFER_ROTATION_MS } from '../facts';
import { useKeptTaps } from '../KeptTaps';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { PauseIcon, PlayIcon } from '../internal/icons';
import { useHydrated } from '../internal/useHydrated';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { OFFER_ENDED_ATTRIBUTE, OFFER_ENDS_ATTRIBUTE } from './endedOffers';
import { useCurrentOffers, type OfferMessage } from './useCurrentOffers';
import * as styles from './OfferBanner.css';
import { SCRIPT_ONLY } from '../internal/scripting';

export type { OfferMessage };

/** Marquee speed of an overflowing offer, in pixels per second. */
const MARQUEE_SPEED_PX_PER_SECOND = 50;

/** What {@link OfferBanner} itself reads. */
interface OfferBannerOwnProps {
  /**
   * The active offers: their texts, or `{ message, endsAt }` for an offer that ends on a date
   * (ISO 8601): the banner drops it at that instant, and a prerendered banner read after it hides
   * before it paints (`ENDED_OFFERS_SCRIPT`). Nothing renders when none is current.
   */
  messages: ReadonlyArray<OfferMessage>;
  /** Milliseconds each message shows when there are several. Default {@link OFFER_ROTATION_MS} (5000). */
  intervalMs?: number;
  /** Accessible name of the banner. Default `'Special offers'`. */
  label?: string;
  /**
   * When the first message came into view, in epoch ms (`Date.now()` terms), e.g. the page's arrival
   * when the banner is prerendered: the first rotation comes `intervalMs` after it, however late
   * the app starts. Default: when the component mounts. Later waits count from each change.
   */
  shownSinceMs?: number;
  /** Extra class for the `<aside>`. */
  className?: string;
}

/** Props of {@link OfferBanner}: its own and every other `<aside>` attribute, `ref` included. */
export type OfferBannerProps = ElementProps<'aside', OfferBannerOwnProps>;

/**
 * The offer strip above the header. Shows one message at a time and rotates every
 * `intervalMs` when there are several, the first time `intervalMs` after `shownSinceMs` (pausing while hovered or focused, or with its
 * pause button); a message wider than the strip scrolls as an Ark `Marquee`. Changes are
 * announced politely (`aria-live="polite"`). With reduced motion nothing moves: every message
 * is listed, wrapped. An offer with an end drops out at that instant. Renders nothing without
 * a current message. Takes `ref` and spreads the rest of its props onto its root `<aside>`
 * (packages/ui/README.md, "Composition"); a consumer's `onMouseEnter`, `onMouseLeave`, `onFocus`
 * and `onBlur` run after its own.
 * @example <OfferBanner messages={[{ message: 'Black Friday: 30% off', endsAt: '2026-12-01T00:00:00Z' }, 'Free sample']} />
 * @see docs/requirements.md §2.2 (offer banner), §9 (offer rotation 5000 ms)
 */
export function OfferBanner({
  messages,
  intervalMs = OFFER_ROTATION_MS,
  label = 'Special offers',
  shownSinceMs,
  className,
  ref,
  ...rest
}: OfferBannerProps) {
  const reduceMotion = usePrefersReducedMotion();
  const offers = useCurrentOffers(messages);
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [interacting, setInteracting] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLSpanElement>(null);
  // Only the first wait counts from `shownSinceMs`; after a pause the wait starts again.
  const firstShownMs = useRef(shownSinceMs);

  const count = offers.length;
  const shownOffer = count > 0 ? offers[index % count] : undefined;
  const current = shownOffer?.message;
  const rotating = count > 1 && !reduceMotion;
  const paused = interacting || userPaused;
  const scrolling = overflows && !reduceMotion;

  useEffect(() => {
    if (!rotating || paused) return undefined;
    const since = firstShownMs.current ?? Date.now();
    firstShownMs.current = undefined;
    let timer: ReturnType<typeof setTimeout>;
    const rotate = () => {
      setIndex((i) => (i + 1) % count);
      timer = setTimeout(rotate, intervalMs);
    };
    timer = setTimeout(rotate, Math.max(0, intervalMs - (Date.now() - since)));
    return () => clearTimeout(timer);
  }, [rotating, paused, count, intervalMs]);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const measure = measureRef.current;
    if (!viewport || !measure) return undefined;
    // The observer reports both elements once as soon as they are laid out, then on every
    // resize. Not measured here directly: a state update from a layout effect would make React
    // render again within the task that attaches to a prerendered page (a long task).
    const check = () => setOverflows(measure.scrollWidth > viewport.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(viewport);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [current, reduceMotion]);

  // A tap on pause before the app has started is kept and replayed once it has.
  const keptTaps = useKeptTaps<HTMLElement>();
  const bannerRef = useComposedRefs(keptTaps.ref, ref);

  // The app shows the current offers itself: the first script's mark (an ended offer in the
  // prerendered banner) has done its work.
  useLayoutEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(OFFER_ENDED_ATTRIBUTE);
  }, [hydrated]);

  if (current === undefined) return null;

  return (
    <aside
      {...mergeProps(rest, {
        onMouseEnter: () => setInteracting(true),
        onMouseLeave: () => setInteracting(false),
        onFocus: () => setInteracting(true),
        onBlur: (event: FocusEvent<HTMLElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
        },
      })}
      {...keptTaps}
      ref={bannerRef}
      aria-label={label}
      className={cx(styles.banner, className)}
      {...{ [OFFER_ENDS_ATTRIBUTE]: shownOffer?.endsAt ?? undefined }}
    >
      <div className={styles.inner}>
        <div
          ref={viewportRef}
          className={styles.viewport}
          aria-live={reduceMotion ? 'off' : 'polite'}
          aria-atomic="true"
        >
          <span ref={measureRef} className={styles.measure} aria-hidden="true">
            {current}
          </span>
          {reduceMotion ? (
            <ul className={styles.list}>
              {offers.map(({ message }, i) => (
                <li key={`${i}-${message}`}>{message}</li>
              ))}
            </ul>
          ) : scrolling ? (
            <Marquee.Root
              key={index}
              className={styles.marqueeRoot}
              speed={MARQUEE_SPEED_PX_PER_SECOND}
              paused={paused}
              translations={{ root: 'Current offer' }}
            >
              <Marquee.Viewport>
                <Marquee.Content className={styles.marqueeContent}>
                  <Marquee.Item className={styles.marqueeItem}>{current}</Marquee.Item>
                </Marquee.Content>
              </Marquee.Viewport>
            </Marquee.Root>
          ) : (
            <p key={index} className={styles.message}>
              {current}
            </p>
          )}
        </div>
        {rotating || scrolling ? (
          <button
            type="button"
            {...SCRIPT_ONLY}
            className={styles.pauseButton}
            aria-label={userPaused ? 'Play offers' : 'Pause offers'}
            onClick={() => setUserPaused((value) => !value)}
          >
            {userPaused ? <PlayIcon /> : <PauseIcon />}
          </button>
        ) : null}
      </div>
    </aside>
  );
}
