import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { installStoryClock } from '../internal/storyClock';
import { stubReducedMotion } from '../internal/stubReducedMotion';
import { StatCounter } from './StatCounter';
import { recordShown, shownNumber } from './storyHelpers';

const meta = {
  title: 'Content/StatCounter',
  component: StatCounter,
  args: { value: 3500, suffix: '+', label: 'Thumbnails', durationSeconds: 2.2 },
} satisfies Meta<typeof StatCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A screen and more of page above the counter, so it starts out of view. */
const belowTheFold: Decorator = (Story) => (
  <>
    <div style={{ height: '200vh' }} />
    <Story />
    <div style={{ height: '200vh' }} />
  </>
);
const rootOf = (canvas: { getByText: (text: string) => HTMLElement }) =>
  canvas.getByText('3500+ Thumbnails').parentElement as HTMLElement;
const scrollIntoView = (root: HTMLElement) => root.scrollIntoView({ behavior: 'instant', block: 'center' });
const scrollBack = () => window.scrollTo({ top: 0, behavior: 'instant' });

/**
 * In view when it mounts: it shows its real figure and keeps it (it was not scrolled into view,
 * so it does not count: a visitor who already read "3500+" never sees it go back to 0).
 */
export const InViewKeepsItsFigure: Story = {
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      const root = rootOf(canvas);
      const shown = recordShown(root);
      await tick(0);
      await tick(5000);
      shown.stop();
      await expect(shown.seen()).toEqual(['3500+']);
    } finally {
      uninstall();
    }
  },
};

/**
 * Below the fold: it waits out of sight, and once scrolled into view counts up from 0 over
 * 2.2 s, landing exactly on the final value; screen readers read the final text throughout.
 */
export const CountsUpWhenScrolledIntoView: Story = {
  decorators: [belowTheFold],
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      const root = rootOf(canvas);
      await tick(5000);
      scrollIntoView(root);
      await tick(0);
      await expect(shownNumber(root)).toBe('0+');
      await tick(1100);
      const midway = Number.parseInt(shownNumber(root), 10);
      await expect(midway).toBeGreaterThan(0);
      await expect(midway).toBeLessThan(3500);
      await tick(550);
      const later = Number.parseInt(shownNumber(root), 10);
      await expect(later).toBeGreaterThan(midway);
      await expect(later).toBeLessThan(3500);
      await tick(550);
      await expect(shownNumber(root)).toBe('3500+');
      await expect(canvas.getByText('3500+ Thumbnails')).toBeInTheDocument();
      await tick(5000);
      await expect(shownNumber(root)).toBe('3500+');
    } finally {
      uninstall();
      scrollBack();
    }
  },
};

/** Counts only once: scrolled out of view and back in, it keeps showing the final value. */
export const CountsOnlyOnce: Story = {
  decorators: [belowTheFold],
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      const root = rootOf(canvas);
      await tick(0);
      scrollIntoView(root);
      await tick(0);
      await tick(2200);
      await expect(shownNumber(root)).toBe('3500+');
      const shown = recordShown(root);
      scrollBack();
      await tick(0);
      await tick(5000);
      scrollIntoView(root);
      await tick(0);
      await tick(1100);
      shown.stop();
      await expect(shown.seen()).toEqual(['3500+']);
    } finally {
      uninstall();
      scrollBack();
    }
  },
};

/** Reduced motion: the final value, even when scrolled into view from below; never a count. */
export const ReducedMotion: Story = {
  args: { value: 400, suffix: 'M+', label: 'Views', durationSeconds: 2.8 },
  decorators: [belowTheFold],
  beforeEach: () => stubReducedMotion(),
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      const root = canvas.getByText('400M+ Views').parentElement as HTMLElement;
      const shown = recordShown(root);
      await tick(1000);
      scrollIntoView(root);
      await tick(0);
      await tick(1400);
      shown.stop();
      await expect(shown.seen()).toEqual(['400M+']);
    } finally {
      uninstall();
      scrollBack();
    }
  },
};

/** The five counters of the site, side by side. */
export const AllStats: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: '1rem' }}>
      <StatCounter value={900} suffix="+" label="Projects" durationSeconds={2} />
      <StatCounter value={3500} suffix="+" label="Thumbnails" durationSeconds={2.2} />
      <StatCounter value={400} suffix="M+" label="Views" durationSeconds={2.8} />
      <StatCounter value={10} suffix="+" label="Team Members" durationSeconds={1.5} />
      <StatCounter value={9} suffix="+" label="Years of Experience" durationSeconds={1.8} />
    </div>
  ),
};
