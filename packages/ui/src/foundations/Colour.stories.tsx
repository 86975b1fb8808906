import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../theme/tokens';
import { contrastChecks, tokenEntries, type ColourToken } from './catalogue';
import { ColourSwatch } from './ColourSwatch';
import { parseColour, toCssRgb } from './contrast';
import { FoundationPage } from './FoundationPage';
import * as styles from './foundations.css';

/** Foundations › Colour: every colour token of the theme, with its WCAG 2 contrast. */
const meta = {
  title: 'Foundations/Colour',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => (
    <FoundationPage
      title="Colour"
      intro={
        <>
          <p>
            Every colour of the theme, read from the theme itself: add or change a token and this page follows.
            Each chip is painted with the live token; under it are its name, the <code>vars</code> reference
            components use, and its value.
          </p>
          <p>
            The table under each chip gives its WCAG 2 contrast with the colours it is used with — text on the
            surfaces, surfaces under the text, fills under their own label — computed from the values. AA asks for
            4.5:1 for normal text and 3:1 for large text (24 px, or 18.66 px bold) and for borders, icons and focus
            rings. A fail is not always a bug: a control's boundary (borderStrong) needs only 3:1, and a
            decorative line (border) or tint needs none.
          </p>
        </>
      }
    >
      <ul className={styles.grid} aria-label="Colour tokens">
        {tokenEntries('color').map((token) => (
          <ColourSwatch key={token.name} token={token} />
        ))}
      </ul>
    </FoundationPage>
  ),
  play: async ({ canvas, step }) => {
    const names = Object.keys(tokens.color) as ColourToken[];
    await step('every colour token has a swatch with its name and value', async () => {
      const swatches = within(canvas.getByRole('list', { name: 'Colour tokens' })).getAllByRole('listitem');
      await expect(swatches).toHaveLength(names.length);
      for (const name of names) {
        const card = canvas.getByRole('listitem', { name: `Colour ${name}` });
        await expect(within(card).getByText(tokens.color[name])).toBeVisible();
        // The chip shows the value it claims: the live token resolves to the listed value.
        const chip = card.querySelector<HTMLElement>('[data-swatch]');
        const expected = parseColour(tokens.color[name]);
        await expect(expected).not.toBeNull();
        await expect(getComputedStyle(chip as HTMLElement).backgroundColor).toBe(toCssRgb(expected!));
      }
    });
    await step('contrast figures and AA verdicts are shown for each pair', async () => {
      for (const name of names) {
        const card = canvas.getByRole('listitem', { name: `Colour ${name}` });
        const rows = card.querySelectorAll('[data-contrast-with]');
        await expect(rows).toHaveLength(contrastChecks[name].length);
        for (const row of rows) {
          await expect(row.querySelector('[data-ratio]')?.textContent).toMatch(/^\d+\.\d\d:1$/);
          await expect(within(row as HTMLElement).getAllByText(/^(✓ Pass|✗ Fail)$/)).toHaveLength(2);
        }
      }
    });
    await step('the figures are what a person sees: body text and the accent button pass AA', async () => {
      // Text on the page, text on the translucent accent tint (laid over the page), the accent
      // button's label: pairs the site relies on, so a regression in the theme shows here.
      for (const [swatch, other] of [['text', 'background'], ['accentSoft', 'text'], ['accent', 'accentText']]) {
        const row = canvas.getByRole('listitem', { name: `Colour ${swatch}` }).querySelector(`[data-contrast-with=${other}]`);
        await expect(within(row as HTMLElement).getAllByText('✓ Pass')).toHaveLength(2);
      }
    });
    await step('a control\'s boundary and an empty star stand out at 3:1 on every surface (WCAG 1.4.11)', async () => {
      // Text fields, selects and outline buttons draw their edge in borderStrong, on the page, a
      // card or a dialog; an unfilled rating star is starEmpty. Each row's last verdict is 3:1.
      for (const swatch of ['borderStrong', 'starEmpty'] as const) {
        const card = canvas.getByRole('listitem', { name: `Colour ${swatch}` });
        for (const surface of contrastChecks[swatch]) {
          const row = card.querySelector(`[data-contrast-with=${surface}]`);
          const verdicts = within(row as HTMLElement).getAllByText(/^(✓ Pass|✗ Fail)$/);
          await expect(verdicts.at(-1)).toHaveTextContent('✓ Pass');
        }
      }
    });
  },
};
