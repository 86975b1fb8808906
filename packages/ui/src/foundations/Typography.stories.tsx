import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { tokens } from '../theme/tokens';
import { describeLength } from './catalogue';
import { FoundationPage } from './FoundationPage';
import { TokenRows } from './TokenRows';

/** Foundations › Typography: the type scale, read from the theme. */
const meta = {
  title: 'Foundations/Typography',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sentence = 'Thumbnails that make viewers click';
const pangram = 'The quick brown fox jumps over the lazy dog — 0123456789 £$%';
const paragraph =
  'A thumbnail has a fraction of a second to earn a click. Bold type, one clear face and a single idea read at ' +
  'the size of a phone’s search result; the line height keeps two or three lines of a caption easy to follow.';

export const Typography: Story = {
  render: () => (
    <FoundationPage
      title="Typography"
      intro={
        <p>
          The type tokens of the theme, each set in sample text: families, the size scale (the three largest grow
          with the screen between the sizes shown), weights and line heights. Headings use the display family at
          the black weight and the tight line height; body text is the body family at the md size.
        </p>
      }
    >
      <TokenRows
        group="font"
        heading="Families"
        describe={(value) => value.split(',')[0] ?? value}
        renderSample={(token) => <p style={{ fontFamily: token.cssVar, fontSize: vars.fontSize.xl }}>{pangram}</p>}
      />
      <TokenRows
        group="fontSize"
        heading="Sizes"
        describe={describeLength}
        renderSample={(token) => <p style={{ fontSize: token.cssVar, lineHeight: vars.lineHeight.snug }}>{sentence}</p>}
      />
      <TokenRows
        group="fontWeight"
        heading="Weights"
        renderSample={(token) => <p style={{ fontWeight: token.cssVar, fontSize: vars.fontSize.xl }}>{sentence}</p>}
      />
      <TokenRows
        group="lineHeight"
        heading="Line heights"
        renderSample={(token) => <p style={{ lineHeight: token.cssVar, maxWidth: vars.size.proseMax }}>{paragraph}</p>}
      />
    </FoundationPage>
  ),
  play: async ({ canvas, step }) => {
    const sample = (group: string, name: string) =>
      canvas.getByRole('listitem', { name: `${group} ${name}` }).querySelector<HTMLElement>('[data-sample] p');
    for (const group of ['font', 'fontSize', 'fontWeight', 'lineHeight'] as const) {
      await step(`every ${group} token is set in sample text, under its name`, async () => {
        for (const name of Object.keys(tokens[group])) {
          const row = canvas.getByRole('listitem', { name: `${group} ${name}` });
          await expect(within(row).getByText(name, { selector: 'span' })).toBeVisible();
          await expect(sample(group, name)).toBeVisible();
        }
      });
    }
    await step('the samples render at their token, as the browser computes it', async () => {
      await expect(getComputedStyle(sample('fontSize', 'md')!).fontSize).toBe('16px');
      await expect(getComputedStyle(sample('fontSize', 'xs')!).fontSize).toBe('12px');
      for (const [name, weight] of Object.entries(tokens.fontWeight)) {
        await expect(getComputedStyle(sample('fontWeight', name)!).fontWeight).toBe(weight);
      }
      await expect(getComputedStyle(sample('font', 'display')!).fontFamily).toContain('Archivo Black');
    });
  },
};
