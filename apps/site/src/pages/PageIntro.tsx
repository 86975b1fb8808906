import { Container } from '@agency/ui';
import type { ReactNode } from 'react';
import * as styles from './pages.css';

/** Props of {@link PageIntro}. */
export interface PageIntroProps {
  /** Small text above the title. */
  eyebrow?: string;
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A sentence under the title. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** The top of an inner page: eyebrow, the page's `<h1>` and an intro line. */
export function PageIntro({ eyebrow, title, intro, children }: PageIntroProps) {
  return (
    <header className={styles.hero}>
      <Container>
        <div className={styles.heroInner}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.pageTitle}>{title}</h1>
          {intro && <p className={styles.lead}>{intro}</p>}
          {children}
        </div>
      </Container>
    </header>
  );
}
