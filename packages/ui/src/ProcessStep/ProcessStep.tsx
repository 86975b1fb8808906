import { createContext, useContext, type ReactNode, type Ref } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps, HTMLElementProps } from '../internal/elementProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './ProcessStep.css';

const InTimeline = createContext(false);

/** What {@link ProcessTimeline} itself reads. */
interface ProcessTimelineOwnProps {
  /** The {@link ProcessStep}s, in order. */
  children: ReactNode;
  /** Accessible name of the list, e.g. "Our process". */
  label?: string;
  /** Extra class for the `<ol>`. */
  className?: string;
}

/** Props of {@link ProcessTimeline}: its own and every other `<ol>` attribute, `ref` included. */
export type ProcessTimelineProps = ElementProps<'ol', ProcessTimelineOwnProps>;

/**
 * The ordered list (`<ol>`) holding {@link ProcessStep}s; inside it each step is a list item.
 * Takes `ref` and spreads the rest of its props onto its root `<ol>` (packages/ui/README.md,
 * "Composition").
 * @example <ProcessTimeline label="Our process">{steps.map((s) => <ProcessStep key={s.number} {...s} />)}</ProcessTimeline>
 */
export function ProcessTimeline({ children, label, className, ...rest }: ProcessTimelineProps) {
  return (
    <InTimeline.Provider value={true}>
      <ol {...rest} className={cx(styles.timeline, className)} aria-label={label}>
        {children}
      </ol>
    </InTimeline.Provider>
  );
}

/** What {@link ProcessStep} itself reads. */
interface ProcessStepOwnProps {
  /** The step's number (1-based), shown in the circle. */
  number: number;
  /** The step's title, e.g. "Consultation" (docs/requirements.md §2 Home); read as "Step N: title". */
  title: ReactNode;
  /** What happens in the step, under the title. */
  description: ReactNode;
  /** Side of the timeline the card sits on, on desktop (phones stack every step). */
  alignment: 'left' | 'right';
  /** Heading level of the title. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for the step's root (`<li>` or `<div>`). */
  className?: string;
}

/** Props of {@link ProcessStep}: its own and every other attribute of its root, `ref` included. */
export type ProcessStepProps = HTMLElementProps<ProcessStepOwnProps>;

/**
 * One numbered step of the vertical process timeline: the number on the line and a card with
 * title and description, alternating sides on desktop (≥ 1024px) and stacked on phones. A list
 * item inside {@link ProcessTimeline}, a `<div>` elsewhere; the heading reads "Step N: title".
 * Takes `ref` and spreads the rest of its props onto that root (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 Home (a 5-step process), §3 (process step item: number, title, description, alignment)
 */
export function ProcessStep({
  number,
  title,
  description,
  alignment,
  headingLevel = 3,
  className,
  ref,
  ...rest
}: ProcessStepProps) {
  const Tag = useContext(InTimeline) ? 'li' : 'div';
  const Heading = `h${headingLevel}` as const;
  return (
    // Either root is an HTMLElement, which is what `ref` is typed for.
    <Tag {...rest} ref={ref as Ref<HTMLLIElement & HTMLDivElement>} className={cx(styles.step, className)} data-alignment={alignment}>
      <span className={styles.number} aria-hidden="true">
        {number}
      </span>
      <div className={styles.content({ alignment })}>
        <Heading className={styles.title}>
          <span className={visuallyHidden}>Step {number}: </span>
          {title}
        </Heading>
        <p className={styles.description}>{description}</p>
      </div>
    </Tag>
  );
}
