import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { Container } from './Container';
import * as styles from './Layout.css';
import { SectionHeading } from './SectionHeading';

/** What {@link Section} itself reads. */
interface SectionOwnProps {
  /** The section's id (an anchor target, e.g. `free-sample`). */
  id?: string;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  /** The section heading; when given, the section is labelled by it (`aria-labelledby`). */
  title?: ReactNode;
  /** A paragraph under the title. */
  intro?: ReactNode;
  /** The section's content, under the heading block, inside the container. */
  children?: ReactNode;
  /** Background: `default` (page), `raised` (surface band) or `accent` (glow). */
  tone?: 'default' | 'raised' | 'accent';
  /** Heading level of the title. Default `2`. */
  headingLevel?: 2 | 3;
  /** Alignment of the heading block. Default `left`. */
  align?: 'left' | 'center';
  /** Width of the inner container. Default `content`. */
  width?: 'content' | 'prose';
  /** Extra class for the outer `<section>` band. */
  className?: string;
}

/** Props of {@link Section}: its own and every other `<section>` attribute, `ref` included. */
export type SectionProps = ElementProps<'section', SectionOwnProps>;

/**
 * A page section: a full-width band (tone) with a centred container, an optional heading
 * block (eyebrow, title, intro) and content. With a title it is a `<section>` named by its
 * heading, so it is listed as a region by screen readers.
 * Takes `ref` and spreads the rest of its props onto its root `<section>` (packages/ui/README.md,
 * "Composition").
 * @example <Section eyebrow="Pricing" title="Pick your package" align="center">…</Section>
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  tone = 'default',
  headingLevel = 2,
  align = 'left',
  width = 'content',
  className,
  ...rest
}: SectionProps) {
  const headingId = `${useId()}-title`;
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <section
      {...rest}
      id={id}
      aria-labelledby={hasTitle ? headingId : rest['aria-labelledby']}
      className={cx(styles.section({ tone }), className)}
    >
      <Container width={width}>
        {hasTitle ? (
          <SectionHeading
            id={headingId}
            title={title}
            eyebrow={eyebrow}
            intro={intro}
            level={headingLevel}
            align={align}
          />
        ) : null}
        {children}
      </Container>
    </section>
  );
}
