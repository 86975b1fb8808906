import { mergeProps } from '@ark-ui/react/utils';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useCallback, useState } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { useImageSourcesResolver, useImageSrcSetResolver, type ImageSource } from './ImageSrcSet';
import * as styles from './ImageWithFallback.css';
import { placeholderSrc } from './placeholder';

/** What {@link ImageWithFallback} itself reads. */
interface ImageWithFallbackOwnProps {
  /** Image URL; when missing, empty or failing to load, a placeholder is shown instead. */
  src?: string | null;
  /** Alternative text (`''` for decorative images). */
  alt: string;
  /** Intrinsic width in CSS pixels (reserves space, avoids layout shift). */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
  /** Extra class for the `<img>`. */
  className?: string;
  /** Default `lazy`; use `eager` (and `fetchPriority="high"`) above the fold. */
  loading?: 'lazy' | 'eager';
  /** The width the image is shown at, per media condition (`sizes` attribute). */
  sizes?: string;
  /** Candidate files with their widths; by default the one an {@link ImageSrcSetProvider} gives. */
  srcSet?: string;
  /**
   * The same image in other formats (AVIF, …), best first: the `<img>` is then wrapped in a
   * `<picture>` with one `<source>` each, which share its `sizes`. By default the ones an
   * {@link ImageSrcSetProvider} gives.
   */
  sources?: readonly ImageSource[];
  /** The `fetchpriority` hint: `high` for the above-the-fold image. Default: not set. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** Props of {@link ImageWithFallback}: its own and every other `<img>` attribute, `ref` included. */
export type ImageWithFallbackProps = ElementProps<'img', ImageWithFallbackOwnProps>;

/**
 * An `<img>` that never shows a broken image: it swaps to an inline placeholder SVG when `src`
 * is missing or fails to load (also when the failure happened before hydration). With `sources`
 * (its own, or its {@link ImageSrcSetProvider}'s) it is wrapped in a `<picture>` that takes no
 * box of its own (`display: contents`), so the `<img>` lays out as if it stood alone; a source
 * that fails also brings the placeholder.
 *
 * Takes `ref` and spreads the rest of its props onto the `<img>`, also when a `<picture>` wraps it
 * (that wrapper has no box and nothing of a consumer's; packages/ui/README.md, "Composition"). A
 * consumer's `onError` runs after its own.
 * @example <ImageWithFallback src={row.image_url} alt={row.alt_text} width={1280} height={720} />
 * @see docs/requirements.md §3 ("Placeholder images are used when an image URL is missing")
 */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  sizes,
  srcSet,
  sources,
  fetchPriority,
  ref,
  ...rest
}: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const resolveSrcSet = useImageSrcSetResolver();
  const resolveSources = useImageSourcesResolver();
  const usable = src && src.trim() !== '' && failedSrc !== src ? src : null;
  const candidates = usable ? (srcSet ?? resolveSrcSet?.(usable)) : undefined;
  const formats = usable ? (sources ?? resolveSources?.(usable)) : undefined;

  // An image that already failed before React attached its onError handler.
  const checkAlreadyFailed = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && usable && img.complete && img.naturalWidth === 0) setFailedSrc(usable);
    },
    [usable],
  );
  const imgRef = useComposedRefs(checkAlreadyFailed, ref);

  const img = (
    <img
      {...mergeProps(rest, { onError: usable ? () => setFailedSrc(usable) : undefined })}
      ref={imgRef}
      className={cx(styles.image, !usable && styles.placeholder, className)}
      src={usable ?? placeholderSrc(width, height)}
      srcSet={candidates}
      sizes={candidates ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      data-fallback={usable ? undefined : ''}
    />
  );
  if (!formats?.length) return img;
  return (
    <picture className={styles.picture}>
      {formats.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
