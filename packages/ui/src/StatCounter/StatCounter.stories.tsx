import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { installStoryClock } from '../internal/storyClock';
import { stubReducedMotion } from '../internal/stubReducedMotion';
import { StatCounter } from './StatCounter';

const meta = {
  title: 'Content/StatCounter',
  component: StatCounter,
  args: { value: 3500, suffix: '+', label: 'Thumbnails', durationSeconds: 2.2 },
} satisfies Meta<typeof StatCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

const shownNumber = (root: HTMLElement) => root.querySelector('[aria-hidden=true]')?.textContent ?? '';

/** Counts up from 0 over 2.2 s and lands exactly on the final value; AT reads the final text. */
export const CountsUp: Story = {
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      const root = canvas.getByText('3500+ Thumbnails').parentElement as HTMLElement;
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
      await tick(5000);
      await expect(shownNumber(root)).toBe('3500+');
    } finally {
      uninstall();
    }
  },
};

/** Below the fold: it waits until scrolled into view before counting. */
export const StartsWhenScrolledIntoView: Story = {
  decorators: [(Story) => <><div style={{ height: '200vh' }} /><Story /></>],
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      const root = canvas.getByText('3500+ Thumbnails').parentElement as HTMLElement;
      await tick(5000);
      await expect(shownNumber(root)).toBe('0+');
      root.scrollIntoView({ behavior: 'instant', block: 'center' });
      await tick(0);
      await tick(2200);
      await expect(shownNumber(root)).toBe('3500+');
    } finally {
      uninstall();
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  },
};

/** Counts only once: scrolled out of view and back in, it keeps showing the final value, not 0 again. */
export const CountsOnlyOnce: Story = {
  decorators: [(Story) => <><div style={{ height: '200vh' }} /><Story /><div style={{ height: '200vh' }} /></>],
  play: async ({ mount }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      const root = canvas.getByText('3500+ Thumbnails').parentElement as HTMLElement;
      root.scrollIntoView({ behavior: 'instant', block: 'center' });
      await tick(0);
      await tick(2200);
      await expect(shownNumber(root)).toBe('3500+');
      window.scrollTo({ top: 0, behavior: 'instant' });
      await tick(0);
      await tick(5000);
      root.scrollIntoView({ behavior: 'instant', block: 'center' });
      await tick(0);
      await expect(shownNumber(root)).toBe('3500+');
      await tick(1100);
      await expect(shownNumber(root)).toBe('3500+');
    } finally {
      uninstall();
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  },
};

/** Reduced motion: the final value at once, no counting. */
export const ReducedMotion: Story = {
  args: { value: 400, suffix: 'M+', label: 'Views', durationSeconds: 2.8 },
  beforeEach: () => stubReducedMotion(),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('400M+')).toBeVisible();
    await expect(canvas.getByText('400M+ Views')).toBeInTheDocument();
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
