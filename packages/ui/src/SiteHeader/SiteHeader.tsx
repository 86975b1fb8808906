import { Collapsible } from '@ark-ui/react/collapsible';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Container } from '../Layout';
import { CloseIcon, MenuIcon } from '../internal/icons';
import { useLinkComponent } from '../Link';
import * as styles from './SiteHeader.css';

/** One navigation entry. */
export interface NavLink {
  /** A site path, e.g. `/portfolio`. */
  href: string;
  /** The link text, e.g. "Portfolio". */
  label: string;
}

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  /** The brand logo (usually a {@link Logo} linking home). */
  logo: ReactNode;
  /** Navigation links, in order (Home, Portfolio, Packages, About, Testimonials, Blog, Contact). */
  links: NavLink[];
  /** The current route's path; the matching link gets `aria-current="page"`. */
  currentPath: string;
  /** A call to action shown in the bar (tablet and up) and in the mobile menu. */
  cta?: ReactNode;
}

/** A link is current on its exact path, or on a sub-path (`/blog/x` for `/blog`), except home. */
function isCurrent(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/**
 * The sticky site header: logo, a `<nav aria-label="Main">` with inline links on desktop
 * (≥ 1024px) and, on smaller screens, a toggle button ("Open menu" / "Close menu",
 * `aria-expanded`, `aria-controls`) on Ark `Collapsible` revealing the links stacked. The menu
 * closes when a link is chosen or on Escape (focus returns to the toggle). The current link has
 * `aria-current="page"`.
 * @example <SiteHeader logo={<Logo … />} links={NAV_LINKS} currentPath={pathname} cta={<ButtonLink href="/contact">Contact</ButtonLink>} />
 * @see spec §2 (navigation bar with a toggle menu on small screens)
 */
export function SiteHeader({ logo, links, currentPath, cta }: SiteHeaderProps) {
  const A = useLinkComponent();
  // The menu remembers the path it was opened on, so it is closed after any route change
  // (e.g. browser back while it is open).
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === currentPath;
  const setOpen = (next: boolean) => setOpenOnPath(next ? currentPath : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnPath(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const renderLinks = (className: string) =>
    links.map((link) => (
      <li key={link.href}>
        <A
          href={link.href}
          className={className}
          aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
          onClick={() => setOpen(false)}
        >
          {link.label}
        </A>
      </li>
    ));

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        {logo}
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.desktopList}>{renderLinks(styles.link)}</ul>
          {cta ? <div className={styles.barCta}>{cta}</div> : null}
          <Collapsible.Root
            className={styles.mobile}
            open={open}
            onOpenChange={(details) => setOpen(details.open)}
          >
            <Collapsible.Trigger
              ref={toggleRef}
              className={styles.toggle}
              aria-label={open ? 'Close menu' : 'Open menu'}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </Collapsible.Trigger>
            <Collapsible.Content className={styles.panel}>
              <ul className={styles.mobileList}>{renderLinks(styles.mobileLink)}</ul>
              {cta ? <div className={styles.mobileCta}>{cta}</div> : null}
            </Collapsible.Content>
          </Collapsible.Root>
        </nav>
      </Container>
    </header>
  );
}
