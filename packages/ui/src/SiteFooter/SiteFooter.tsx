import type { MouseEvent, ReactNode } from 'react';
import { Container } from '../Layout';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { useLinkComponent } from '../Link';
import * as styles from './SiteFooter.css';

/** A footer link; `href: '#top'` renders "Back to Top" that scrolls to the top of the page. */
export interface FooterLink {
  /** A site path (routed through the `LinkProvider` link), or `'#top'`. */
  href: string;
  /** The link text, e.g. "Contact Us". */
  label: string;
}

/** A social profile link; with an `icon` the label becomes its accessible name only. */
export interface SocialLink {
  /** The profile's URL; opens in a new tab. */
  href: string;
  /** The network's name: the link text, or with an `icon` its accessible name. */
  label: string;
  /** A decorative icon shown instead of the label (hidden from screen readers). */
  icon?: ReactNode;
}

/** What {@link SiteFooter} itself reads. */
interface SiteFooterOwnProps {
  /** First column: logo and a short description. */
  brand?: ReactNode;
  /** "Quick Links" (Back to Top, Packages, Blog, Contact Us, About Us). */
  quickLinks: FooterLink[];
  /** Content of the "Newsletter" column (the newsletter form). */
  newsletter?: ReactNode;
  /** "Follow Us" links, opened in a new tab. */
  socialLinks: SocialLink[];
  /** Contact details under the brand (phone, email...). */
  contact?: ReactNode;
  /** The copyright line, e.g. "© 2026 ThumbCraft Studio Ltd. All rights reserved." */
  copyright: ReactNode;
  /**
   * The site's privacy notice (who keeps what, why, for how long, the visitor's rights): shown
   * under the copyright line as a disclosure, closed until the visitor opens its
   * {@link privacyNoticeTitle} (a native `<details>`: it opens by click, Enter or Space, also
   * with JavaScript off). Its sections' headings are best `<h3>`s. None: no disclosure.
   */
  privacyNotice?: ReactNode;
  /** The disclosure's summary, its name. Default `'Privacy notice'`. */
  privacyNoticeTitle?: string;
  /** Extra class for the `<footer>`. */
  className?: string;
}

/** Props of {@link SiteFooter}: its own and every other `<footer>` attribute, `ref` included. */
export type SiteFooterProps = ElementProps<'footer', SiteFooterOwnProps>;

/** The `id` of the footer's privacy notice disclosure (a `<details>`), for a link to it. */
export const PRIVACY_NOTICE_ID = 'privacy-notice';

/**
 * The site footer (`<footer>`, the contentinfo landmark) with headed columns: brand (+ contact),
 * "Quick Links", "Newsletter" and "Follow Us", then the copyright line. Social links open in a
 * new tab with `rel="noopener noreferrer"` and say so to screen readers. A quick link to `#top`
 * scrolls to the top (smoothly unless reduced motion) and moves focus to the page start. With
 * `privacyNotice`, the bottom row also holds the privacy notice as a closed `<details>`
 * (`id` {@link PRIVACY_NOTICE_ID}), whose text reads left-aligned at a comfortable measure.
 * Takes `ref` and spreads the rest of its props onto its root `<footer>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 (Footer); docs/privacy.md
 */
export function SiteFooter({
  brand,
  quickLinks,
  newsletter,
  socialLinks,
  contact,
  copyright,
  privacyNotice,
  privacyNoticeTitle = 'Privacy notice',
  className,
  ...rest
}: SiteFooterProps) {
  const A = useLinkComponent();
  const reduceMotion = usePrefersReducedMotion();

  const backToTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    const target = document.getElementById('top') ?? document.body;
    if (target !== document.body && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  return (
    <footer {...rest} className={cx(styles.footer, className)}>
      <Container>
        <div className={styles.grid}>
          {brand || contact ? (
            <div className={styles.column}>
              {brand}
              {contact}
            </div>
          ) : null}
          <div className={styles.column}>
            <h2 className={styles.heading}>Quick Links</h2>
            <ul className={styles.list}>
              {quickLinks.map((link) => (
                <li key={link.href}>
                  {link.href === '#top' ? (
                    <a href="#top" className={styles.link} onClick={backToTop}>
                      {link.label}
                    </a>
                  ) : (
                    <A href={link.href} className={styles.link}>
                      {link.label}
                    </A>
                  )}
                </li>
              ))}
            </ul>
          </div>
          {newsletter ? (
            <div className={styles.column}>
              <h2 className={styles.heading}>Newsletter</h2>
              {newsletter}
            </div>
          ) : null}
          {socialLinks.length > 0 ? (
            <div className={styles.column}>
              <h2 className={styles.heading}>Follow Us</h2>
              <ul className={styles.socialList}>
                {socialLinks.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={cx(styles.socialLink, link.icon ? styles.socialIconOnly : undefined)}
                    >
                      {link.icon ? (
                        <span aria-hidden="true">{link.icon}</span>
                      ) : (
                        link.label
                      )}
                      <span className={visuallyHidden}>
                        {link.icon ? link.label : ''} (opens in a new tab)
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </Container>
      <div className={styles.bottom}>
        <Container>
          <p>{copyright}</p>
          {privacyNotice ? (
            <details id={PRIVACY_NOTICE_ID} className={styles.notice}>
              <summary className={styles.noticeSummary}>{privacyNoticeTitle}</summary>
              <div className={styles.noticeBody}>{privacyNotice}</div>
            </details>
          ) : null}
        </Container>
      </div>
    </footer>
  );
}
