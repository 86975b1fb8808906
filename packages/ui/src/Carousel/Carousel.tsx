import { CAROUSEL_INTERVAL_MS } from '../facts';
import { mergeProps } from '@ark-ui/react/utils';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { ChevronIcon, PauseIcon, PlayIcon } from '../internal/icons';
import { useKeptTaps } from '../KeptTaps';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import * as styles from './Carousel.css';
import { SCRIPT_ONLY } from '../internal/scripting';

/** What {@link Carousel} itself reads. */
interface CarouselOwnProps {
  /** Accessible name of the carousel region, e.g. `'Featured transformations'`. */
  label: string;
  /** One node per slide, shown one at a time. */
  slides: readonly ReactNode[];
  /** Time between automatic advances, in ms. Default {@link CAROUSEL_INTERVAL_MS}. */
  intervalMs?: number;
  /** Show "Go to slide N" dot buttons. Default `false`. */
  showDots?: boolean;
  /** Accessible name of slide `index` (0-based) of `count`. Default `` `${index + 1} of ${count}` ``. */
  slideLabel?: (index: number, count: number) => string;
  /** Extra class for the carousel's `<section>` root. */
  className?: string;
  /**
   * When the first slide came into view, in epoch ms (`Date.now()` terms), e.g. the page's arrival
   * when the carousel is prerendered: the first advance comes `intervalMs` after it, however late
   * the app starts. Default: when the component mounts. Later waits count from each change.
   */
  shownSinceMs?: number;
}

/** Props of {@link Carousel}: its own and every other `<section>` attribute, `ref` included. */
export type CarouselProps = ElementProps<'section', CarouselOwnProps>;

const defaultSlideLabel = (index: number, count: number) => `${index + 1} of ${count}`;

/**
 * A one-slide-at-a-time carousel on Embla (`embla-carousel-react`, loop): `region` with
 * `aria-roledescription="carousel"`, slides `role="group"` + `aria-roledescription="slide"`
 * named "N of M" (slides out of view are `inert`/hidden), "Previous slide" / "Next slide"
 * buttons that wrap around, optional "Go to slide N" dots (`aria-current` on the shown one) and a
 * "Pause slide show" / "Play slide show" toggle.
 *
 * With more than one slide it advances every `intervalMs` ms (the first time `intervalMs` after
 * `shownSinceMs`), restarting the wait after any change; it pauses while hovered or while focus is inside, and stays paused after the visitor
 * presses pause. With `prefers-reduced-motion: reduce` it starts paused (the visitor may still
 * press play) and moves without animation. One slide: no autoplay, no controls. Empty `slides`: renders nothing.
 *
 * Until Embla has started, the viewport clips (`overflow: clip`) rather than hiding its overflow:
 * the browser then fetches only the shown slide's images, not its neighbours', while the app's code
 * is still arriving on a slow link; once it has started, the neighbours load ahead of their turn.
 *
 * The timer is a plain timeout on Embla's API rather than `embla-carousel-autoplay`, whose own
 * pointer/focus handlers restart playback and would override the visitor's pause.
 *
 * Takes `ref` and spreads the rest of its props onto its root `<section>` (packages/ui/README.md,
 * "Composition"); a consumer's `onMouseEnter`, `onMouseLeave`, `onFocus` and `onBlur` run after
 * its own.
 * @see docs/requirements.md §4 (carousels), §9 (5000 ms)
 */
export function Carousel({
  label,
  slides,
  intervalMs = CAROUSEL_INTERVAL_MS,
  showDots = false,
  slideLabel = defaultSlideLabel,
  className,
  shownSinceMs,
  ref,
  ...rest
}: CarouselProps) {
  const count = slides.length;
  const multiple = count > 1;
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', watchDrag: multiple });
  const [selected, setSelected] = useState(0);
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // Only the first wait counts from `shownSinceMs`; later ones from each change.
  const firstShownMs = useRef(shownSinceMs);
  // A tap on a control before Embla has started is kept and replayed once it has.
  const keptTaps = useKeptTaps<HTMLElement>(api !== undefined);
  const rootRef = useComposedRefs(keptTaps.ref, ref);

  // A visitor may already rest the pointer on the carousel, or have focus in it, when the app
  // starts (the prerendered page was there first): it holds still as if they had just arrived.
  useEffect(() => {
    const root = keptTaps.ref.current;
    /* eslint-disable react-hooks/set-state-in-effect -- the DOM before hydration is the source */
    if (root?.matches(':hover')) setHovered(true);
    if (root?.matches(':focus-within')) setFocusWithin(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [keptTaps.ref]);

  const playing = multiple && (choice === 'playing' || (choice === 'auto' && !reducedMotion));
  const rotating = playing && !hovered && !focusWithin;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const goTo = useCallback(
    (index: number) => api?.scrollTo(((index % count) + count) % count, reducedMotion),
    [api, count, reducedMotion],
  );
  const next = useCallback(() => goTo(selected + 1), [goTo, selected]);
  const previous = useCallback(() => goTo(selected - 1), [goTo, selected]);

  useEffect(() => {
    if (!rotating || !api) return;
    const since = firstShownMs.current ?? Date.now();
    firstShownMs.current = undefined;
    const timer = setTimeout(next, Math.max(0, intervalMs - (Date.now() - since)));
    return () => clearTimeout(timer);
  }, [rotating, api, next, intervalMs, selected]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  if (count === 0) return null;

  return (
    <section
      {...mergeProps(rest, {
        onMouseEnter: () => setHovered(true),
        onMouseLeave: () => setHovered(false),
        onFocus: () => setFocusWithin(true),
        onBlur,
      })}
      {...keptTaps}
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={cx(styles.root, className)}
    >
      <div className={cx(styles.viewport, api ? undefined : styles.viewportBeforeStart)} ref={viewportRef}>
        <div className={styles.container} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const current = index === selected;
            return (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(index, count)}
                aria-hidden={current ? undefined : true}
                inert={!current}
                className={styles.slide}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {multiple ? (
        <div {...SCRIPT_ONLY} className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setChoice(playing ? 'paused' : 'playing')}
            aria-label={playing ? 'Pause slide show' : 'Play slide show'}
          >
            {playing ? <PauseIcon className={styles.icon} /> : <PlayIcon className={styles.icon} />}
          </button>
          <button type="button" className={styles.control} onClick={previous} aria-label="Previous slide">
            <ChevronIcon direction="left" className={styles.icon} strokeWidth={2.5} />
          </button>
          {showDots ? (
            <div className={styles.dots} role="group" aria-label="Choose a slide">
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => goTo(index)}
                />
              ))}
            </div>
          ) : null}
          <button type="button" className={styles.control} onClick={next} aria-label="Next slide">
            <ChevronIcon direction="right" className={styles.icon} strokeWidth={2.5} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
