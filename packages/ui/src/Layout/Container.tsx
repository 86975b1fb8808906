import type { ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';
import type { HTMLElementProps } from '../internal/elementProps';
import * as styles from './Layout.css';

/** The elements a {@link Container} can render. */
type ContainerTag = 'div' | 'main' | 'section' | 'article' | 'header' | 'footer' | 'nav';

/** What {@link Container} itself reads. */
interface ContainerOwnProps {
  /** The content, centred at the chosen width. */
  children?: ReactNode;
  /** The element to render. Default `div`. */
  as?: ContainerTag;
  /** `content` (default, the page grid, `vars.size.contentMax`) or `prose` (reading width). */
  width?: 'content' | 'prose';
  /** Extra class for the rendered element. */
  className?: string;
  /** The rendered element's `id` (e.g. an anchor target). */
  id?: string;
}

/** Props of {@link Container}: its own and every other attribute of the element it renders, `ref` included. */
export type ContainerProps = HTMLElementProps<ContainerOwnProps>;

/**
 * Centres content at the page width with responsive side padding (1rem on phones, 2rem on
 * desktop). Takes `ref` and spreads the rest of its props onto its root, the `as` element
 * (`<div>` by default; packages/ui/README.md, "Composition").
 * @example <Container as="main" width="prose">…</Container>
 */
export function Container({ children, as: Tag = 'div', width = 'content', className, id, ref, ...rest }: ContainerProps) {
  return (
    // Each tag is an HTMLElement, which is what `ref` is typed for.
    <Tag {...rest} ref={ref as Ref<HTMLDivElement>} id={id} className={cx(styles.container({ width }), className)}>
      {children}
    </Tag>
  );
}
