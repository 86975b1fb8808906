import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { installFakeClock } from '../testing/fakeClock';
import { DEFAULT_TOOLTIP_TEXT, FloatingChatButton } from './FloatingChatButton';

/** Advances the fake clock, then lets React commit (its scheduler is not faked). */
async function advance(clock: ReturnType<typeof installFakeClock>, ms: number) {
  await clock.tickAsync(ms);
  // Two real frames: Ark's presence reads styles in a frame, then React commits.
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }
}

const meta = {
  title: 'Actions/FloatingChatButton',
  component: FloatingChatButton,
  args: { href: 'https://wa.me/447700900123', tooltipText: DEFAULT_TOOLTIP_TEXT },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: '24rem' }}><Story /></div>],
} satisfies Meta<typeof FloatingChatButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const TooltipTimeline: Story = {
  play: async ({ mount, canvasElement }) => {
    const clock = installFakeClock();
    try {
      await mount();
      await advance(clock, 0);
      await expect(body(canvasElement).queryByRole('tooltip')).toBeNull();
      await advance(clock, 2900);
      await expect(body(canvasElement).queryByRole('tooltip')).toBeNull();
      await advance(clock, 100);
      await expect(body(canvasElement).getByRole('tooltip')).toHaveTextContent(DEFAULT_TOOLTIP_TEXT);
      await advance(clock, 5900);
      await expect(body(canvasElement).getByRole('tooltip')).toBeInTheDocument();
      await advance(clock, 100);
      await expect(body(canvasElement).queryByRole('tooltip')).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};

export const OpensChatInNewTab: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(link).toHaveAttribute('href', 'https://wa.me/447700900123');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ShowsOnHover: Story = {
  args: { tooltipText: 'Ask us about bulk pricing', tooltipDelayMs: 60_000 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(body(canvasElement).queryByRole('tooltip')).toBeNull();
    await userEvent.hover(link);
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent('Ask us about bulk pricing');
    await userEvent.unhover(link);
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

export const ShowsOnKeyboardFocus: Story = {
  args: { tooltipDelayMs: 60_000 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(link).toHaveFocus();
    const tooltip = await body(canvasElement).findByRole('tooltip');
    await expect(link).toHaveAccessibleDescription(DEFAULT_TOOLTIP_TEXT);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull());
    await expect(tooltip).not.toBeVisible();
  },
};

export const StoredMessage: Story = {
  args: { tooltipText: 'Spring offer: 20% off your first Pro month — ask us how!', tooltipDelayMs: 0 },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent('Spring offer');
  },
};
