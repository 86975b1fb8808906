import type { ReactNode } from 'react';
import * as styles from './foundations.css';

/** Props of {@link FoundationPage}. */
export interface FoundationPageProps {
  /** The page's heading, e.g. `'Colour'`. */
  title: string;
  /** What the page shows and how to read it, for a designer. */
  intro: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a Foundations page in Storybook: a heading, a short explanation, the samples.
 * @example <FoundationPage title="Spacing" intro={<p>…</p>}>…</FoundationPage>
 */
export function FoundationPage({ title, intro, children }: FoundationPageProps) {
  return (
    <main className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        {intro}
      </header>
      {children}
    </main>
  );
}

/** Props of {@link TokenLabel}. */
export interface TokenLabelProps {
  /** The token's key, e.g. `'surfaceRaised'`. */
  name: string;
  /** How code refers to it, e.g. `'vars.color.surfaceRaised'`. */
  reference: string;
  /** The value, and anything that explains it (e.g. `'1rem · 16 px'`). */
  value: string;
}

/**
 * A token's name, its `vars` reference and its value, stacked; the label of every sample.
 * @example <TokenLabel name="4" reference="vars.space['4']" value="1rem · 16 px" />
 */
export function TokenLabel({ name, reference, value }: TokenLabelProps) {
  return (
    <div className={styles.label}>
      <span className={styles.tokenName}>{name}</span>
      <code className={styles.code}>{reference}</code>
      <code className={styles.code} data-token-value="">
        {value}
      </code>
    </div>
  );
}
