import { Logo, SiteFooter, SiteHeader } from '@agency/ui';
import type { ReactNode } from 'react';
import { business, footerQuickLinks, navLinks } from '../config/business';
import { privacyNotice } from '../config/privacy';
import * as styles from './RootLayout.css';
import { PrivacyNotice } from './PrivacyNotice';

/** Props of {@link SiteFrame}. */
export interface SiteFrameProps {
  /** The logo's URL once known; none: the logo area stays empty (docs/requirements.md §8). */
  logoUrl: string | undefined;
  /** The path shown (its navigation link is marked current). */
  pathname: string;
  /** Above the header: the offer banner (or the room kept for it). */
  banner?: ReactNode;
  /** The footer's newsletter form; none on a page without the app's toasts (the error page). */
  newsletter?: ReactNode;
  /** The page, in `<main id="main">`. */
  children: ReactNode;
}

/**
 * What every page of the site is framed by, the app's pages and the error page alike: the skip
 * link, the banner slot, the navigation bar, the page in `<main>`, and the footer with its quick
 * links, newsletter, social links, privacy notice and copyright line.
 * @see docs/requirements.md §2.2
 */
export function SiteFrame({ logoUrl, pathname, banner, newsletter, children }: SiteFrameProps) {
  const logo = logoUrl ? <Logo src={logoUrl} alt={`${business.brandName} logo`} brandName={business.brandName} /> : null;
  return (
    <div id="top" className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      {banner}
      <SiteHeader logo={logo} links={navLinks} currentPath={pathname} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        brand={
          <div className={styles.footerBrand}>
            {logo}
            <p>{business.tagline}</p>
          </div>
        }
        quickLinks={footerQuickLinks}
        newsletter={newsletter}
        socialLinks={business.socialLinks}
        copyright={`© ${new Date().getFullYear()} ${business.claims.company}. All rights reserved.`}
        privacyNotice={<PrivacyNotice />}
        privacyNoticeTitle={privacyNotice.title}
      />
    </div>
  );
}
