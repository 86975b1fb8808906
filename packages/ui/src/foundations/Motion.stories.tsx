import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { stubReducedMotion } from '../internal/stubReducedMotion';
import { tokens } from '../theme/tokens';
import { FoundationPage } from './FoundationPage';
import { MotionDemo } from './MotionDemo';

/** Foundations › Motion: durations and easings, read from the theme, with a live demo. */
const meta = {
  title: 'Foundations/Motion',
  tags: ['!autodocs'],
  render: () => (
    <FoundationPage
      title="Motion"
      intro={
        <>
          <p>
            Motion is short and purposeful: <code>fast</code> for hover and press feedback, <code>normal</code> for
            most state changes, <code>slow</code> for panels and dialogs, <code>spin</code> for one turn of the
            loading spinner. <code>standard</code> eases in and out; <code>emphasized</code> overshoots a little,
            for things that arrive.
          </p>
          <p>
            With reduced motion asked for, every transition and animation stops (a global rule of the theme), and
            carousels, marquees, counters and rotating banners show their final, still state.
          </p>
        </>
      }
    >
      <MotionDemo />
    </FoundationPage>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const seconds = (ms: string) => `${parseFloat(ms) / 1000}s`;

export const Motion: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const dots = () => [...canvasElement.querySelectorAll<HTMLElement>('[data-dot]')];
    await step('every duration and easing token has a demo track, timed by the token', async () => {
      for (const [name, value] of Object.entries(tokens.duration)) {
        const row = canvas.getByRole('listitem', { name: `duration ${name}` });
        await expect(row).toHaveTextContent(value);
        await expect(getComputedStyle(row.querySelector('[data-dot]')!).transitionDuration).toBe(seconds(value));
      }
      for (const [name, value] of Object.entries(tokens.easing)) {
        const row = canvas.getByRole('listitem', { name: `easing ${name}` });
        await expect(row).toHaveTextContent(value);
        await expect(getComputedStyle(row.querySelector('[data-dot]')!).transitionTimingFunction).toBe(value);
      }
      await expect(dots()).toHaveLength(Object.keys(tokens.duration).length + Object.keys(tokens.easing).length);
    });
    await step('the button sends every dot across and back', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Motion is on.');
      await userEvent.click(canvas.getByRole('button', { name: 'Send the dots across' }));
      for (const dot of dots()) await expect(dot).toHaveAttribute('data-at', 'end');
      await userEvent.click(canvas.getByRole('button', { name: 'Bring the dots back' }));
      for (const dot of dots()) await expect(dot).toHaveAttribute('data-at', 'start');
    });
  },
};

/** What a visitor who asked for reduced motion gets: the status says so and the dots jump. */
export const ReducedMotion: Story = {
  beforeEach: () => stubReducedMotion(),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reduced motion is on');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the dots across' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bring the dots back' })).toBeVisible());
  },
};
