import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, spyOn, within } from 'storybook/test';
import { installStoryClock } from '../internal/storyClock';
import { StatCounter } from './StatCounter';
import { recordShown, shownNumber } from './storyHelpers';

/** The counters as the site prerenders them (docs/requirements.md §9), as one page. */
function Stats() {
  return (
    <section aria-label="Numbers that speak for themselves">
      <StatCounter value={900} suffix="+" label="Projects Completed" durationSeconds={2} />
      <StatCounter value={400} suffix="M+" label="Views Generated" durationSeconds={2.8} />
    </section>
  );
}

/**
 * The counters before the app runs: the static HTML React renders on the server, put in `host`
 * by each story (above the fold, or below it with `spacer`), then hydrated as the app does.
 */
const meta = {
  title: 'Content/StatCounter/Before the app starts',
  component: Stats,
  render: () => (
    <>
      <div data-testid="spacer" />
      <div data-testid="host" />
      <div style={{ height: '200vh' }} />
    </>
  ),
} satisfies Meta<typeof Stats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With no JavaScript (or before it arrives) a visitor reads the real figures, not 0. */
export const RealFiguresWithoutJavaScript: Story = {
  play: async ({ canvas }) => {
    const host = canvas.getByTestId('host');
    host.innerHTML = renderToString(<Stats />);
    await expect(within(host).getByText('900+')).toBeVisible();
    await expect(within(host).getByText('400M+')).toBeVisible();
    await expect(within(host).getByText('900+ Projects Completed')).toBeInTheDocument();
    await expect(host.textContent).not.toMatch(/\b0\+|\b0M\+/);
  },
};

/**
 * The visitor already had the counters in view when the app started: they keep the figures the
 * visitor read, in every frame (no jump to 0, no count), and hydrate without a mismatch.
 */
export const InViewWhenTheAppStarts: Story = {
  play: async ({ canvas }) => {
    const host = canvas.getByTestId('host');
    host.innerHTML = renderToString(<Stats />);
    const roots = ['900+', '400M+'].map((text) => within(host).getByText(text).parentElement as HTMLElement);
    const recorders = roots.map(recordShown);
    const { tick, uninstall } = installStoryClock();
    const onRecoverableError = fn();
    const consoleError = spyOn(console, 'error');
    const root = hydrateRoot(host, <Stats />, { onRecoverableError });
    try {
      await tick(0);
      await tick(3000);
      await expect(recorders[0]!.seen()).toEqual(['900+']);
      await expect(recorders[1]!.seen()).toEqual(['400M+']);
      await expect(onRecoverableError).not.toHaveBeenCalled();
      await expect(consoleError).not.toHaveBeenCalled();
    } finally {
      recorders.forEach((recorder) => recorder.stop());
      uninstall();
      consoleError.mockRestore();
      root.unmount();
    }
  },
};

/**
 * Out of view when the app starts: the counters count from 0 once scrolled into view (the
 * visitor never saw their figures go: they were off screen when they went to 0).
 */
export const OutOfViewWhenTheAppStarts: Story = {
  play: async ({ canvas }) => {
    canvas.getByTestId('spacer').style.height = '200vh';
    const host = canvas.getByTestId('host');
    host.innerHTML = renderToString(<Stats />);
    const projects = within(host).getByText('900+').parentElement as HTMLElement;
    const { tick, uninstall } = installStoryClock();
    const root = hydrateRoot(host, <Stats />);
    try {
      await tick(0);
      await tick(0);
      projects.scrollIntoView({ behavior: 'instant', block: 'center' });
      await tick(0);
      const shown = recordShown(projects);
      await tick(1000);
      const midway = Number.parseInt(shownNumber(projects), 10);
      await expect(midway).toBeGreaterThan(0);
      await expect(midway).toBeLessThan(900);
      await tick(1000);
      await expect(shownNumber(projects)).toBe('900+');
      const seen = shown.seen().map((text) => Number.parseInt(text, 10));
      await expect(seen).toEqual([...seen].sort((a, b) => a - b)); // only ever up
      shown.stop();
    } finally {
      uninstall();
      root.unmount();
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  },
};
