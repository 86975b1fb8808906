import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Container } from '../Layout';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { CloseIcon, MenuIcon } from '../internal/icons';
import { useLinkComponent } from '../Link';
import * as styles from './SiteHeader.css';
import { usePopoverOpen } from './usePopoverOpen';

/** One navigation entry. */
export interface NavLink {
  /** A site path, e.g. `/portfolio`. */
  href: string;
  /** The link text, e.g. "Portfolio". */
  label: string;
}

/** What {@link SiteHeader} itself reads. */
interface SiteHeaderOwnProps {
  /** The brand logo (usually a {@link Logo} linking home). */
  logo: ReactNode;
  /** Navigation links, in order (Home, Portfolio, Packages, About, Testimonials, Blog, Contact). */
  links: NavLink[];
  /** The current route's path; the matching link gets `aria-current="page"`. */
  currentPath: string;
  /** A call to action shown in the bar (tablet and up) and in the mobile menu. */
  cta?: ReactNode;
  /** Extra class for the `<header>`. */
  className?: string;
}

/** Props of {@link SiteHeader}: its own and every other `<header>` attribute, `ref` included. */
export type SiteHeaderProps = ElementProps<'header', SiteHeaderOwnProps>;

/** A link is current on its exact path, or on a sub-path (`/blog/x` for `/blog`), except home. */
function isCurrent(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/**
 * The sticky site header: logo, a `<nav aria-label="Main">` with inline links on desktop
 * (≥ 1024px) and, on smaller screens, a native popover menu: a toggle `<button popovertarget>`
 * ("Open menu"; "Close menu" while open once the app runs, with `aria-expanded`) and a
 * `popover="auto"` panel under the bar with the links stacked and the call to action. The
 * platform opens it, closes it on a click outside or Escape and returns focus to the toggle,
 * all before any script runs. Once hydrated it also closes when a link is chosen or the route
 * changes, and Escape from inside it always puts focus back on the toggle. The current link has
 * `aria-current="page"`.
 * Takes `ref` and spreads the rest of its props onto its root `<header>` (packages/ui/README.md,
 * "Composition").
 * @example <SiteHeader logo={<Logo … />} links={NAV_LINKS} currentPath={pathname} cta={<ButtonLink href="/contact">Contact</ButtonLink>} />
 * @see docs/requirements.md §2 (navigation bar with a toggle menu on small screens)
 */
export function SiteHeader({ logo, links, currentPath, cta, className, ...rest }: SiteHeaderProps) {
  const A = useLinkComponent();
  const menuId = `menu${useId()}`;
  const open = usePopoverOpen(menuId);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => panelRef.current?.hidePopover();

  // A route change (e.g. browser back while the menu is open) closes the menu. Not on mount:
  // a menu the visitor opened before the app started stays open.
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    panelRef.current?.hidePopover();
  }, [currentPath]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    close();
    toggleRef.current?.focus();
  };

  const renderLinks = (className: string, inMenu = false) =>
    links.map((link) => (
      <li key={link.href}>
        <A
          href={link.href}
          className={className}
          aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
          onClick={inMenu ? close : undefined}
        >
          {link.label}
        </A>
      </li>
    ));

  return (
    <header {...rest} className={cx(styles.header, className)}>
      <Container className={styles.bar}>
        {logo}
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.desktopList}>{renderLinks(styles.link)}</ul>
          {cta ? <div className={styles.barCta}>{cta}</div> : null}
          <div className={styles.mobile}>
            <button
              ref={toggleRef}
              type="button"
              popoverTarget={menuId}
              className={styles.toggle}
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open ?? undefined}
            >
              <MenuIcon className={styles.menuIcon} />
              <CloseIcon className={styles.closeIcon} />
            </button>
            <div id={menuId} ref={panelRef} popover="auto" className={styles.panel} onKeyDown={onPanelKeyDown}>
              <ul className={styles.mobileList}>{renderLinks(styles.mobileLink, true)}</ul>
              {cta ? <div className={styles.mobileCta}>{cta}</div> : null}
            </div>
          </div>
        </nav>
      </Container>
    </header>
  );
}
