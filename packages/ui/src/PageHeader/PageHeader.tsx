import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { HTMLElementProps } from '../internal/elementProps';
import { Container } from '../Layout';
import * as styles from './PageHeader.css';

/** What {@link PageHeader} itself reads. */
interface PageHeaderOwnProps {
  /** A small pill above the title (e.g. '★ 4.9 rating · 7K+ ratings'). */
  eyebrow?: ReactNode;
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** `hero` (home page, largest type) or `page` (inner pages). Default `page`. */
  size?: 'hero' | 'page';
  /**
   * `header` (default): the page's header inside `<main>`. `section`: a region named by the
   * title (the home hero, which visitors and tests find as "Thumbnails that make viewers click").
   */
  as?: 'header' | 'section';
  /** Extra class for the root (`<header>` or `<section>`). */
  className?: string;
}

/** Props of {@link PageHeader}: its own and every other attribute of its root, `ref` included. */
export type PageHeaderProps = HTMLElementProps<PageHeaderOwnProps>;

/**
 * The top of a page: eyebrow, the page's `<h1>`, an intro and actions, centred on a soft
 * accent glow. A `<header>` landmark inside `<main>` (not the site banner). Takes `ref` and
 * spreads the rest of its props onto its root, the `as` element (`<header>` by default;
 * packages/ui/README.md, "Composition").
 * @see docs/requirements.md §2 (Home hero; each route's intro)
 * @example <PageHeader eyebrow="Our work" title="Portfolio" intro="Before and after." />
 */
export function PageHeader({
  eyebrow,
  title,
  intro,
  actions,
  size = 'page',
  as: Root = 'header',
  className,
  ...rest
}: PageHeaderProps) {
  const titleId = useId();
  return (
    <Root {...rest} className={cx(styles.root, className)} aria-labelledby={Root === 'section' ? titleId : rest['aria-labelledby']}>
      <Container>
        <div className={styles.inner}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} className={cx(styles.title, styles.titleSize[size])}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </Container>
    </Root>
  );
}
