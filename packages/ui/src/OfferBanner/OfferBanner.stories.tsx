import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { installStoryClock } from '../internal/storyClock';
import { stubReducedMotion } from '../internal/stubReducedMotion';
import { OfferBanner } from './OfferBanner';

const offers = [
  'Free sample thumbnail for every new channel',
  '30% off Pro Engage this week',
  'Order through our marketplace gig',
];
const longOffer =
  '🎉 Black Friday: 30% off every Pro Engage and Ultimate Growth plan until 30 November — claim your free sample today and see the difference a thumbnail makes';

/** What a sighted visitor reads: the shown copy, not the hidden measuring copy or marquee clones. */
const shown = { ignore: '[aria-hidden=true], [aria-hidden=true] *' };

const meta = {
  title: 'Shell/OfferBanner',
  component: OfferBanner,
  parameters: { layout: 'fullscreen' },
  args: { messages: offers },
} satisfies Meta<typeof OfferBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several offers rotate every 5000 ms, wrapping around; changes are announced politely. */
export const Rotates: Story = {
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      const banner = canvas.getByRole('complementary', { name: 'Special offers' });
      await expect(banner.querySelector('[aria-live=polite]')).not.toBeNull();
      await expect(canvas.getByText(offers[0]!, shown)).toBeInTheDocument();
      await tick(4999);
      await expect(canvas.getByText(offers[0]!, shown)).toBeInTheDocument();
      await tick(1);
      await expect(canvas.getByText(offers[1]!, shown)).toBeInTheDocument();
      await expect(canvas.queryByText(offers[0]!, shown)).toBeNull();
      await tick(5000);
      await expect(canvas.getByText(offers[2]!, shown)).toBeInTheDocument();
      await tick(5000);
      await expect(canvas.getByText(offers[0]!, shown)).toBeInTheDocument();
    } finally {
      uninstall();
    }
  },
};

/**
 * A prerendered banner whose app started 3 s after the visitor arrived (`shownSinceMs`): the
 * first rotation still comes 5000 ms after the arrival, the next ones every 5000 ms.
 */
export const FirstRotationCountsFromArrival: Story = {
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount(<OfferBanner messages={offers} shownSinceMs={Date.now() - 3000} />);
      await tick(1999);
      await expect(canvas.getByText(offers[0]!, shown)).toBeInTheDocument();
      await tick(1);
      await expect(canvas.getByText(offers[1]!, shown)).toBeInTheDocument();
      await tick(4999);
      await expect(canvas.getByText(offers[1]!, shown)).toBeInTheDocument();
      await tick(1);
      await expect(canvas.getByText(offers[2]!, shown)).toBeInTheDocument();
    } finally {
      uninstall();
    }
  },
};

/**
 * An offer that ends on a date (`{ message, endsAt }`) drops out at that instant, however the
 * rotation stands; the others go on. An offer that has ended when the app starts is never shown.
 */
export const AnOfferEnds: Story = {
  args: { messages: [offers[0]!, { message: 'Ends in 7 seconds', endsAt: '2026-12-01T00:00:07Z' }, { message: 'Ended already', endsAt: '2026-11-30T23:59:59Z' }, offers[2]!] },
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock(new Date('2026-12-01T00:00:00Z'));
    try {
      const canvas = await mount();
      await expect(canvas.getByText(offers[0]!, shown)).toBeInTheDocument();
      await expect(canvas.queryByText('Ended already', shown)).toBeNull();
      await tick(5000);
      await expect(canvas.getByText('Ends in 7 seconds', shown)).toBeInTheDocument();
      await tick(1999);
      await expect(canvas.getByText('Ends in 7 seconds', shown)).toBeInTheDocument();
      await tick(1);
      await expect(canvas.queryByText('Ends in 7 seconds', shown)).toBeNull();
      for (let rotation = 0; rotation < 4; rotation += 1) {
        await tick(5000);
        await expect(canvas.queryByText('Ends in 7 seconds', shown)).toBeNull();
        await expect(canvas.queryByText('Ended already', shown)).toBeNull();
      }
      await expect(canvas.getByRole('button', { name: 'Pause offers' })).toBeInTheDocument();
    } finally {
      uninstall();
    }
  },
};

/** Hovering the banner holds the current offer; leaving resumes the rotation. */
export const PausesOnHover: Story = {
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      const banner = canvas.getByRole('complementary', { name: 'Special offers' });
      fireEvent.mouseOver(banner);
      await tick(15_000);
      await expect(canvas.getByText(offers[0]!, shown)).toBeInTheDocument();
      fireEvent.mouseOut(banner, { relatedTarget: banner.ownerDocument.body });
      await tick(5000);
      await expect(canvas.getByText(offers[1]!, shown)).toBeInTheDocument();
    } finally {
      uninstall();
    }
  },
};

/** The pause button stops the rotation until pressed again. */
export const PauseButton: Story = {
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      fireEvent.click(canvas.getByRole('button', { name: 'Pause offers' }));
      await tick(0);
      const play = canvas.getByRole('button', { name: 'Play offers' });
      await tick(20_000);
      await expect(canvas.getByText(offers[0]!, shown)).toBeInTheDocument();
      fireEvent.click(play);
      await tick(5000);
      await expect(canvas.getByText(offers[1]!, shown)).toBeInTheDocument();
    } finally {
      uninstall();
    }
  },
};

/** One offer: shown, never rotates, no pause button. */
export const SingleOffer: Story = {
  args: { messages: ['Free sample thumbnail for every new channel'] },
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      await tick(20_000);
      await expect(canvas.getByText(offers[0]!, shown)).toBeInTheDocument();
      await expect(canvas.queryByRole('button')).toBeNull();
    } finally {
      uninstall();
    }
  },
};

/** No active offers: the banner is not rendered at all. */
export const NoOffers: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** An offer wider than a phone scrolls as a marquee (its duplicate hidden from screen readers). */
export const LongOfferMarqueeOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { messages: [longOffer] },
  play: async ({ canvas, userEvent }) => {
    const marquee = await canvas.findByRole('region', { name: 'Current offer' });
    await expect(marquee).toHaveAttribute('aria-roledescription', 'marquee');
    const copies = marquee.querySelectorAll('[data-part=content]');
    await expect(copies.length).toBeGreaterThanOrEqual(2);
    await expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(copies[0]!).animationName).not.toBe('none');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause offers' }));
    await userEvent.unhover(marquee);
    await expect(marquee).toHaveAttribute('data-paused');
    await expect(getComputedStyle(copies[0]!).animationPlayState).toBe('paused');
  },
};

/** The same long offer fits on a desktop: static text, no marquee. */
export const LongOfferOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { messages: ['🎉 Black Friday: 30% off every Pro Engage plan until 30 November — claim your free sample'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Current offer' })).toBeNull();
  },
};

/** Reduced motion: no marquee, no rotation; every offer is listed and wraps. */
export const ReducedMotion: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { messages: [longOffer, offers[1]!] },
  beforeEach: () => stubReducedMotion(),
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      const list = canvas.getByRole('list');
      await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      await expect(canvas.queryByRole('region', { name: 'Current offer' })).toBeNull();
      await expect(canvas.queryByRole('button')).toBeNull();
      await tick(10_000);
      await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Black Friday');
      await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    } finally {
      uninstall();
    }
  },
};
