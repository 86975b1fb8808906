import type { ReactNode } from 'react';
import { tokenEntries, type TokenEntry, type TokenGroup } from './catalogue';
import { TokenLabel } from './FoundationPage';
import * as styles from './foundations.css';

/** Props of {@link TokenRows}. */
export interface TokenRowsProps {
  /** The theme group to list, e.g. `'space'`. */
  group: TokenGroup;
  /** The section's heading, e.g. `'Sizes'`; also the list's accessible name. */
  heading: string;
  /** How to show a value, e.g. {@link describeLength} (default: as it is). */
  describe?: (value: string) => string;
  /** The sample of one token, styled with `token.cssVar` (the live token). */
  renderSample: (token: TokenEntry) => ReactNode;
}

/**
 * A section of a Foundations page: every token of one group, a row each, with its label and a
 * sample rendered with the live token. Each row is a list item named `"<group> <token>"`
 * (e.g. `"space 4"`), which the pages' play functions find by role.
 * @example <TokenRows group="radius" heading="Radii" renderSample={(t) => <div style={{ borderRadius: t.cssVar }} />} />
 */
export function TokenRows({ group, heading, describe = (value) => value, renderSample }: TokenRowsProps) {
  const headingId = `tokens-${group}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {heading}
      </h2>
      <ul className={styles.rowList} aria-label={heading}>
        {tokenEntries(group).map((token) => (
          <li key={token.name} className={styles.row} aria-label={`${group} ${token.name}`}>
            <TokenLabel name={token.name} reference={token.reference} value={describe(token.value)} />
            <div className={styles.sample} data-sample="">
              {renderSample(token)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
