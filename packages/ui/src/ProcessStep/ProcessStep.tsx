import { createContext, useContext, type ReactNode } from 'react';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './ProcessStep.css';

const InTimeline = createContext(false);

/** Props of {@link ProcessTimeline}. */
export interface ProcessTimelineProps {
  /** The {@link ProcessStep}s, in order. */
  children: ReactNode;
  /** Accessible name of the list, e.g. "Our process". */
  label?: string;
}

/**
 * The ordered list (`<ol>`) holding {@link ProcessStep}s; inside it each step is a list item.
 * @example <ProcessTimeline label="Our process">{steps.map((s) => <ProcessStep key={s.number} {...s} />)}</ProcessTimeline>
 */
export function ProcessTimeline({ children, label }: ProcessTimelineProps) {
  return (
    <InTimeline.Provider value={true}>
      <ol className={styles.timeline} aria-label={label}>
        {children}
      </ol>
    </InTimeline.Provider>
  );
}

/** Props of {@link ProcessStep}. */
export interface ProcessStepProps {
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
}

/**
 * One numbered step of the vertical process timeline: the number on the line and a card with
 * title and description, alternating sides on desktop (≥ 1024px) and stacked on phones. A list
 * item inside {@link ProcessTimeline}, a `<div>` elsewhere; the heading reads "Step N: title".
 * @see docs/requirements.md §2 Home (a 5-step process), §3 (process step item: number, title, description, alignment)
 */
export function ProcessStep({ number, title, description, alignment, headingLevel = 3 }: ProcessStepProps) {
  const Tag = useContext(InTimeline) ? 'li' : 'div';
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={styles.step} data-alignment={alignment}>
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
