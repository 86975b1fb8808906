import { Marquee } from '@ark-ui/react/marquee';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { GALLERY_DURATION_SECONDS, DEFAULT_THUMBNAIL_ALT } from '../facts';
import { useKeptTaps } from '../KeptTaps';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState } from 'react';
import { ImageWithFallback } from '../ImageWithFallback';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { PauseIcon, PlayIcon } from '../internal/icons';
import { useHydrated } from '../internal/useHydrated';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { Spinner } from '../Spinner';
import { vars } from '../theme/contract.css';
import * as styles from './GalleryMarquee.css';
import { SCRIPT_ONLY } from '../internal/scripting';

/** One thumbnail of a gallery row. */
export interface GalleryMarqueeItem {
  /** Unique id within the row (the item's React key). */
  id: string | number;
  /** Missing → placeholder image. */
  imageUrl?: string | null;
  /** Missing → {@link DEFAULT_THUMBNAIL_ALT} ('Dynamic thumbnail design'). */
  altText?: string | null;
  /** Responsive candidates for `imageUrl` (`"a-640.webp 640w, a.webp 1280w"`); the row picks by its width. */
  srcSet?: string;
}

/** What {@link GalleryMarquee} itself reads. */
interface GalleryMarqueeOwnProps {
  /** The thumbnails; when empty the row shows 'Loading designs...'. */
  items: GalleryMarqueeItem[];
  /** Which way the row scrolls. Default `left`. */
  direction?: 'left' | 'right';
  /** Seconds for one full loop of the row. Default {@link GALLERY_DURATION_SECONDS} (20). */
  durationSeconds?: number;
  /** Accessible name of the row (e.g. "Thumbnail designs, row 1"). */
  label: string;
  /**
   * The row shows in the first screen (it may hold the largest contentful paint): its images
   * load eagerly and the first two with `fetchPriority="high"`. Default `false` (lazy).
   */
  priority?: boolean;
  /** Extra class for the root `<div>`. */
  className?: string;
}

/** Props of {@link GalleryMarquee}: its own and every other `<div>` attribute, `ref` included. */
export type GalleryMarqueeProps = ElementProps<'div', GalleryMarqueeOwnProps>;

/**
 * One row of 16:9 thumbnails scrolling continuously (Ark `Marquee`; the list is repeated for a
 * seamless loop and the copies are hidden from screen readers). Pauses while hovered, and with
 * its pause/play button, which is how keyboard users stop it (WCAG 2.2.2): nothing inside the
 * moving row takes focus. With reduced motion the row is static
 * and horizontally scrollable. Shows 'Loading designs...' while `items` is empty.
 * Until the app runs (at most 3 s), the moving row clips (`overflow: clip`): the browser fetches
 * only the thumbnails in view, and the others once the app has started.
 * Takes `ref` and spreads the rest of its props onto its root `<div>`, whichever it shows (the
 * row, the static row or the loading state; packages/ui/README.md, "Composition").
 * @example <GalleryMarquee label="Thumbnail designs, row 2" items={row2} direction="right" durationSeconds={25} />
 * @see docs/requirements.md §2.3 (three scrolling thumbnail rows), §4 (gallery rows), §9 (speeds)
 */
export function GalleryMarquee({
  items,
  direction = 'left',
  durationSeconds = GALLERY_DURATION_SECONDS,
  label,
  priority = false,
  className,
  ref,
  ...rest
}: GalleryMarqueeProps) {
  const reduceMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const [userPaused, setUserPaused] = useState(false);
  const [interactionPaused, setInteractionPaused] = useState(false);
  // A tap on pause before the app has started is kept and replayed once it has.
  const keptTaps = useKeptTaps<HTMLDivElement>();
  const rowRef = useComposedRefs(keptTaps.ref, ref);

  if (items.length === 0) {
    return (
      <div {...rest} ref={ref} className={cx(styles.loading, className)}>
        <Spinner label="Loading designs..." />
      </div>
    );
  }

  const image = (item: GalleryMarqueeItem, index: number) => (
    <ImageWithFallback
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority && index < 2 ? 'high' : undefined}
      className={styles.image}
      src={item.imageUrl}
      alt={item.altText || DEFAULT_THUMBNAIL_ALT}
      width={640}
      height={360}
      srcSet={item.imageUrl ? item.srcSet : undefined}
      sizes="(min-width: 1024px) 20rem, (min-width: 768px) 18rem, 15rem"
    />
  );

  if (reduceMotion) {
    return (
      // A focusable region so keyboard users can scroll it with the arrow keys.
      <div {...rest} ref={ref} role="region" aria-label={label} tabIndex={0} className={cx(styles.staticRow, className)}>
        <ul className={styles.staticList}>
          {items.map((item, index) => (
            <li key={item.id} className={styles.staticItem}>
              {image(item, index)}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div {...rest} {...keptTaps} ref={rowRef} className={cx(styles.root, className)}>
      <Marquee.Root
        className={cx(styles.marqueeRoot, hydrated ? undefined : styles.waitingForApp)}
        style={{
          ...assignInlineVars({ [styles.durationVar]: `${durationSeconds}s` }),
          // Until the app runs (or for 3 s without it, `styles.waitingForApp`), the row clips
          // without being a scroll container, so the browser fetches only the thumbnails in view
          // and the app's code does not share a slow link with the rest; then Ark's
          // `overflow: hidden` lets the browser's lazy loading fetch them all.
          ...(hydrated ? {} : { overflow: 'clip' }),
        }}
        translations={{ root: label }}
        reverse={direction === 'right'}
        spacing={vars.space['4']}
        autoFill
        pauseOnInteraction
        paused={userPaused || interactionPaused}
        onPauseChange={(details) => setInteractionPaused(details.paused)}
      >
        <Marquee.Edge side="start" className={styles.edge} />
        <Marquee.Viewport>
          <Marquee.Content className={styles.content}>
            {items.map((item, index) => (
              <Marquee.Item key={item.id} className={styles.item}>
                {image(item, index)}
              </Marquee.Item>
            ))}
          </Marquee.Content>
        </Marquee.Viewport>
        <Marquee.Edge side="end" className={styles.edge} />
      </Marquee.Root>
      <button
        type="button"
        {...SCRIPT_ONLY}
        className={styles.toggle}
        aria-label={userPaused ? `Play ${label}` : `Pause ${label}`}
        onClick={() => setUserPaused((value) => !value)}
      >
        {userPaused ? <PlayIcon /> : <PauseIcon />}
      </button>
    </div>
  );
}
