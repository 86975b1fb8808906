import { useState } from 'react';
import { cx } from '../internal/cx';
import { useLinkComponent } from '../Link';
import * as styles from './Logo.css';

/** Props of {@link Logo}. */
export interface LogoProps {
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

/**
 * The brand logo linking home: the logo image at a fixed height (`vars.size.iconLarge`), or the
 * brand name as a text wordmark when the image is missing or fails to load.
 * @example <Logo src={logoUrl} alt="ThumbCraft Studio home" brandName="ThumbCraft Studio" />
 * @see docs/requirements.md §2 (logo image comes from a site asset)
 */
export function Logo({ src, alt, brandName, href = '/', className }: LogoProps) {
  const A = useLinkComponent();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = !!src && failedSrc !== src;
  const [first, ...rest] = brandName.split(' ');
  return (
    <A href={href} className={cx(styles.link, className)} aria-label={showImage ? undefined : alt}>
      {showImage ? (
        <img className={styles.image} src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        <span className={styles.wordmark} aria-hidden="true">
          {first}
          {rest.length ? <span className={styles.accent}> {rest.join(' ')}</span> : null}
        </span>
      )}
    </A>
  );
}
