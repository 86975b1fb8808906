import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../theme/tokens';
import { describeLength, lengthToPx } from './catalogue';
import { FoundationPage } from './FoundationPage';
import * as styles from './foundations.css';
import { TokenRows } from './TokenRows';

/** Foundations › Spacing: the space scale, read from the theme. */
const meta = {
  title: 'Foundations/Spacing',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {
  render: () => (
    <FoundationPage
      title="Spacing"
      intro={
        <p>
          The space scale: every gap, padding and margin of the components is one of these steps (the key is
          the step in quarter-rems, so <code>4</code> is 1 rem, 16 px). Each bar is as long as its token.
        </p>
      }
    >
      <TokenRows
        group="space"
        heading="Space scale"
        describe={describeLength}
        renderSample={(token) => <div className={styles.bar} style={{ width: token.cssVar }} data-bar="" />}
      />
    </FoundationPage>
  ),
  play: async ({ canvas, step }) => {
    await step('every space token has a bar as long as the token', async () => {
      for (const [name, value] of Object.entries(tokens.space)) {
        const row = canvas.getByRole('listitem', { name: `space ${name}` });
        await expect(row).toHaveTextContent(describeLength(value));
        const bar = row.querySelector<HTMLElement>('[data-bar]')!;
        await expect(bar.getBoundingClientRect().width).toBeCloseTo(lengthToPx(value)!, 1);
      }
    });
  },
};
