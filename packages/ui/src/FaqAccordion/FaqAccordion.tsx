import { Accordion } from '@ark-ui/react/accordion';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './FaqAccordion.css';

/** One question and its answer. */
export interface FaqItem {
  /** The question (also how `defaultValue` names an item). */
  question: string;
  /** The answer: text or nodes (markup from a database must go through `SafeHtml`). */
  answer: ReactNode;
}

/** Props of {@link FaqAccordion}. */
export interface FaqAccordionProps {
  /** The questions and answers, in order; questions must be unique (each is its item's key). */
  items: readonly FaqItem[];
  /** Questions open at first (only the first is used: one item open at a time). Default none. */
  defaultValue?: string[];
  /** Level of the heading wrapping each question button. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for the accordion's root element. */
  className?: string;
}

/**
 * The packages page's FAQ on Ark `Accordion`: single item open at a time, collapsible (opening
 * one closes the other; the open one closes when pressed again). Each question is a heading
 * containing a button with `aria-expanded` controlling its answer region; arrow keys, Home and
 * End move between questions. The answer height animates (instant under reduced motion).
 * @see spec §2 Packages (FAQ accordion)
 */
export function FaqAccordion({ items, defaultValue, headingLevel = 3, className }: FaqAccordionProps) {
  const Heading = `h${headingLevel}` as const;
  // Item values are indexes: questions contain spaces, which cannot appear in the ids Ark derives.
  const opened = defaultValue
    ?.map((question) => String(items.findIndex((item) => item.question === question)))
    .filter((index) => index !== '-1')
    .slice(0, 1);
  return (
    <Accordion.Root
      className={cx(styles.root, className)}
      collapsible
      multiple={false}
      defaultValue={opened}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={String(index)} className={styles.item}>
          <Heading className={styles.heading}>
            <Accordion.ItemTrigger className={styles.trigger}>
              {item.question}
              <Accordion.ItemIndicator className={styles.indicator}>
                <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent className={styles.content}>
            <div className={styles.answer}>{item.answer}</div>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
