import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { tokens } from '../theme/tokens';
import { FoundationPage } from './FoundationPage';
import * as styles from './foundations.css';
import { TokenRows } from './TokenRows';

/** Foundations › Shadows: the elevation shadows, read from the theme. */
const meta = {
  title: 'Foundations/Shadows',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shadows: Story = {
  render: () => (
    <FoundationPage
      title="Shadows"
      intro={
        <p>
          Elevation: <code>sm</code> lifts a control off its surface, <code>md</code> a card on hover,{' '}
          <code>lg</code> a dialog or menu over the page, and <code>glow</code> marks the highlighted (popular)
          package. On the dark background shadows are subtle by design; each specimen sits on the page background.
        </p>
      }
    >
      <TokenRows
        group="shadow"
        heading="Shadows"
        renderSample={(token) => (
          <div className={styles.shadowStage}>
            <div className={styles.specimen} style={{ boxShadow: token.cssVar, borderRadius: vars.radius.lg }} data-specimen="" />
          </div>
        )}
      />
    </FoundationPage>
  ),
  play: async ({ canvas, step }) => {
    await step('every shadow token has a specimen casting it', async () => {
      for (const [name, value] of Object.entries(tokens.shadow)) {
        const row = canvas.getByRole('listitem', { name: `shadow ${name}` });
        await expect(row).toHaveTextContent(value);
        const specimen = row.querySelector<HTMLElement>('[data-specimen]')!;
        await expect(getComputedStyle(specimen).boxShadow).not.toBe('none');
      }
    });
  },
};
