import { useState } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { useLinkComponent } from '../Link';
import * as styles from './Logo.css';

/** What {@link Logo} itself reads. */
interface LogoOwnProps {
  /** The logo image (the `logo_dark_background` site asset); wordmark text when missing. */
  src?: string | null;
  /** Alternative text of the image; it names the home link (e.g. "ThumbCraft Studio home"). */
  alt: string;
  /** The brand name, shown as a text wordmark when there is no image (or it fails to load). */
  brandName: string;
  /** Where the logo links to. Default `/`. */
  href?: string;
  /** Extra class for the link (the logo's root element). */
  className?: string;
}

/** Props of {@link Logo}: its own and every other `<a>` attribute, `ref` included. */
export type LogoProps = ElementProps<'a', LogoOwnProps>;

/**
 * The brand logo linking home: the logo image at a fixed height (`vars.size.iconLarge`), or the
 * brand name as a text wordmark when the image is missing or fails to load. Rendered with the
 * anchor of the nearest `LinkProvider`.
 * Takes `ref` and spreads the rest of its props onto its root `<a>` (packages/ui/README.md,
 * "Composition").
 * @example <Logo src={logoUrl} alt="ThumbCraft Studio home" brandName="ThumbCraft Studio" />
 * @see docs/requirements.md §2 (logo image comes from a site asset)
 */
export function Logo({ src, alt, brandName, href = '/', className, ...rest }: LogoProps) {
  const A = useLinkComponent();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  const [first, ...others] = brandName.split(' ');
  return (
    <A {...rest} href={href} className={cx(styles.link, className)} aria-label={showImage ? rest['aria-label'] : alt}>
      {showImage ? (
        <img className={styles.image} src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        <span className={styles.wordmark} aria-hidden="true">
          {first}
          {others.length ? <span className={styles.accent}> {others.join(' ')}</span> : null}
        </span>
      )}
    </A>
  );
}
