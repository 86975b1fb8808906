import { tokens } from '../theme/tokens';
import { contrastChecks, pageBackground, type ColourToken, type TokenEntry } from './catalogue';
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, formatRatio, judgeContrast, parseColour } from './contrast';
import { TokenLabel } from './FoundationPage';
import * as styles from './foundations.css';

/** Props of {@link ColourSwatch}. */
export interface ColourSwatchProps {
  /** The colour token, from `tokenEntries('color')`. */
  token: TokenEntry;
}

function Verdict({ pass }: { pass: boolean }) {
  return <span className={pass ? styles.verdict.pass : styles.verdict.fail}>{pass ? '✓ Pass' : '✗ Fail'}</span>;
}

/**
 * One colour token: a chip painted with the live token (`vars.color.*`), its name, reference and
 * value, and a table of its WCAG 2 contrast against the colours it is used with
 * ({@link contrastChecks}), each marked AA pass or fail for normal (4.5:1) and large (3:1) text.
 * A translucent colour is judged laid over the page background.
 * @example <ColourSwatch token={tokenEntries('color')[0]} />
 */
export function ColourSwatch({ token }: ColourSwatchProps) {
  const name = token.name as ColourToken;
  const checks = contrastChecks[name];
  const translucent = (parseColour(token.value)?.a ?? 1) < 1;
  return (
    <li className={styles.card} data-colour-token={name} aria-label={`Colour ${name}`}>
      <div className={styles.swatch} style={{ background: token.cssVar }} data-swatch="" aria-hidden="true" />
      <TokenLabel name={name} reference={token.reference} value={token.value} />
      {translucent ? <p className={styles.note}>Translucent: judged over {pageBackground}.</p> : null}
      {checks.length === 0 ? (
        <p className={styles.note}>Decorative: nothing is read on it, so no contrast applies.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>Contrast of {name} with</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>Colour</th>
              <th scope="col" className={styles.headCell}>Ratio</th>
              <th scope="col" className={styles.headCell}>
                AA text <span className={styles.threshold}>{AA_NORMAL_TEXT}:1</span>
              </th>
              <th scope="col" className={styles.headCell}>
                AA large <span className={styles.threshold}>{AA_LARGE_TEXT}:1</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {checks.map((other) => {
              const verdict = judgeContrast(token.value, tokens.color[other], tokens.color[pageBackground]);
              return (
                <tr key={other} data-contrast-with={other}>
                  <th scope="row" className={styles.cell}>{other}</th>
                  {verdict ? (
                    <>
                      <td className={styles.cell} data-ratio="">{formatRatio(verdict.ratio)}</td>
                      <td className={styles.cell}><Verdict pass={verdict.normalText} /></td>
                      <td className={styles.cell}><Verdict pass={verdict.largeText} /></td>
                    </>
                  ) : (
                    <td className={styles.cell} colSpan={3}>Cannot read this colour's value</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </li>
  );
}
