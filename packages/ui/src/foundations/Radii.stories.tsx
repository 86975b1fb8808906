import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../theme/tokens';
import { describeLength, lengthToPx } from './catalogue';
import { FoundationPage } from './FoundationPage';
import * as styles from './foundations.css';
import { TokenRows } from './TokenRows';

/** Foundations › Radii: the corner radii, read from the theme. */
const meta = {
  title: 'Foundations/Radii',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Radii: Story = {
  render: () => (
    <FoundationPage
      title="Radii"
      intro={
        <p>
          Corner radii: <code>sm</code> for small controls, <code>md</code> for inputs and images, <code>lg</code>{' '}
          for cards, <code>xl</code> for dialogs and large panels, <code>full</code> for pills and round buttons.
        </p>
      }
    >
      <TokenRows
        group="radius"
        heading="Corner radii"
        describe={describeLength}
        renderSample={(token) => <div className={styles.specimen} style={{ borderRadius: token.cssVar }} data-specimen="" />}
      />
    </FoundationPage>
  ),
  play: async ({ canvas, step }) => {
    await step('every radius token has a specimen with that corner', async () => {
      for (const [name, value] of Object.entries(tokens.radius)) {
        const row = canvas.getByRole('listitem', { name: `radius ${name}` });
        await expect(row).toHaveTextContent(value);
        const specimen = row.querySelector<HTMLElement>('[data-specimen]')!;
        await expect(getComputedStyle(specimen).borderTopLeftRadius).toBe(`${lengthToPx(value)}px`);
      }
    });
  },
};
