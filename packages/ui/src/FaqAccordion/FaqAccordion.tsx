import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import * as styles from './FaqAccordion.css';

/** One question and its answer. */
export interface FaqItem {
  /** The question (also how `defaultValue` names an item). */
  question: string;
  /** The answer: text or nodes (markup from a database must go through `SafeHtml`). */
  answer: ReactNode;
}

/** What {@link FaqAccordion} itself reads. */
interface FaqAccordionOwnProps {
  /** The questions and answers, in order; questions must be unique (each is its item's key). */
  items: readonly FaqItem[];
  /** Questions open at first (only the first is used: one item open at a time). Default none. */
  defaultValue?: string[];
  /** Level of the heading holding each question, inside its `<summary>`. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for the accordion's root element. */
  className?: string;
}

/** Props of {@link FaqAccordion}: its own and every other attribute of its root `<div>`, `ref` included. */
export type FaqAccordionProps = ElementProps<'div', FaqAccordionOwnProps>;

/**
 * The packages page's FAQ on native `<details name>` / `<summary>`: the platform opens one
 * item at a time (the items share a `name`, unique per accordion) and closes the open one when
 * its question is pressed again, by pointer or keyboard (Tab, Enter, Space), from the first
 * paint, before any script runs. Each question is a heading (the summary's one child: it stays
 * a heading, and the summary is announced as an expandable button named by it) with a plus that
 * turns into a cross; the answer's height animates (`::details-content`), instantly under
 * reduced motion. Once open, an item stays as the visitor left it across re-renders.
 * Takes `ref` and spreads the rest of its props onto its root `<div>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 Packages (FAQ accordion)
 */
export function FaqAccordion({ items, defaultValue, headingLevel = 3, className, ...rest }: FaqAccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const group = `faq${useId()}`;
  const opened = defaultValue?.find((question) => items.some((item) => item.question === question));
  return (
    <div {...rest} className={cx(styles.root, className)}>
      {items.map((item) => (
        <details
          key={item.question}
          name={group}
          open={item.question === opened}
          className={styles.item}
          // A visitor may open or close items before hydration: their choice is kept.
          suppressHydrationWarning
        >
          <summary className={styles.summary}>
            <Heading className={styles.heading}>
              <span className={styles.question}>{item.question}</span>
              <svg className={styles.indicator} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </Heading>
          </summary>
          <div className={styles.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
