import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Layout.css';

/** Props of {@link Container}. */
export interface ContainerProps {
  /** The content, centred at the chosen width. */
  children?: ReactNode;
  /** The element to render. Default `div`. */
  as?: 'div' | 'main' | 'section' | 'article' | 'header' | 'footer' | 'nav';
  /** `content` (default, the page grid, `vars.size.contentMax`) or `prose` (reading width). */
  width?: 'content' | 'prose';
  /** Extra class for the rendered element. */
  className?: string;
  /** The rendered element's `id` (e.g. an anchor target). */
  id?: string;
}

/**
 * Centres content at the page width with responsive side padding (1rem on phones, 2rem on
 * desktop).
 * @example <Container as="main" width="prose">…</Container>
 */
export function Container({ children, as: Tag = 'div', width = 'content', className, id }: ContainerProps) {
  return (
    <Tag id={id} className={cx(styles.container({ width }), className)}>
      {children}
    </Tag>
  );
}
