import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import * as styles from './Layout.css';

/** What {@link SectionHeading} itself reads. */
interface SectionHeadingOwnProps {
  /** The heading text. */
  title: ReactNode;
  /** A short label above the title (e.g. "Our Process"). */
  eyebrow?: ReactNode;
  /** A paragraph under the title. */
  intro?: ReactNode;
  /** Heading level: `2` (default, page sections) or `3` (nested). */
  level?: 2 | 3;
  /** `left` (default) or `center`. */
  align?: 'left' | 'center';
  /** The heading's id, for `aria-labelledby`. */
  id?: string;
  /** Extra class for the wrapper `<div>` of eyebrow, heading and intro. */
  className?: string;
}

/**
 * Props of {@link SectionHeading}: its own and every other attribute of its wrapper `<div>`,
 * `ref` included (`id` is the heading's, one of its own).
 */
export type SectionHeadingProps = ElementProps<'div', SectionHeadingOwnProps>;

/**
 * A section's eyebrow, heading and intro, styled as one block.
 * Takes `ref` and spreads the rest of its props onto its root `<div>` (packages/ui/README.md,
 * "Composition").
 * @example <SectionHeading eyebrow="Why us" title="Thumbnails that earn the click" level={2} />
 */
export function SectionHeading({
  title,
  eyebrow,
  intro,
  level = 2,
  align = 'left',
  id,
  className,
  ...rest
}: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div {...rest} className={cx(styles.heading({ align }), className)}>
      {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
      <Heading id={id} className={styles.title({ level })}>
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
