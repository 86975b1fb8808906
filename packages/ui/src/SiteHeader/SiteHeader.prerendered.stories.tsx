import type { Meta, StoryObj } from '@storybook/react-vite';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { clickAt, clickTrusted, pressEscape } from '../internal/storyInput';
import { StoryLinks } from '../internal/storyLinks';
import { Logo } from '../Logo';
import { SiteHeader } from './SiteHeader';

const links = ['Home', 'Portfolio', 'Packages', 'About', 'Contact'].map((label) => ({
  href: label === 'Home' ? '/' : `/${label.toLowerCase()}`,
  label,
}));

/** The header of a prerendered page. */
function Page() {
  return (
    <StoryLinks>
      <SiteHeader
        logo={<Logo src={null} alt="ThumbCraft Studio home" brandName="ThumbCraft Studio" />}
        links={links}
        currentPath="/packages"
      />
      <main style={{ minHeight: '40rem' }} />
    </StoryLinks>
  );
}

/**
 * The phone menu as a visitor gets it before the app starts: the static HTML React renders on
 * the server, with no event handler and no effect. Stories put it in `host` themselves.
 */
const meta = {
  title: 'Shell/SiteHeader/Before the app starts',
  component: Page,
  globals: { viewport: { value: 'phone' } },
  parameters: { layout: 'fullscreen' },
  render: () => <div data-testid="host" />,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const toggleOf = (host: HTMLElement) => within(host).getByRole('button', { name: 'Open menu' });
const isOpen = (toggle: HTMLElement) =>
  toggle.ownerDocument.getElementById(toggle.getAttribute('popovertarget') ?? '')?.matches(':popover-open');

/** Static HTML only: the toggle opens the menu; Escape and a click outside close it. */
export const WorksWithoutJavaScript: Story = {
  play: async ({ canvas, step }) => {
    const host = canvas.getByTestId('host');
    host.innerHTML = renderToString(<Page />);
    const toggle = toggleOf(host);
    await step('the toggle opens it; Escape closes it and focus stays on the toggle', async () => {
      await clickTrusted(toggle);
      await waitFor(() => expect(within(host).getByRole('link', { name: 'Portfolio' })).toBeVisible());
      within(host).getByRole('link', { name: 'Home' }).focus();
      await pressEscape();
      await expect(isOpen(toggle)).toBe(false);
      await expect(toggle).toHaveFocus();
    });
    await step('a click outside closes it', async () => {
      await clickTrusted(toggle);
      await expect(isOpen(toggle)).toBe(true);
      const page = host.ownerDocument.documentElement;
      await clickAt(page, 10, page.clientHeight - 10);
      await expect(isOpen(toggle)).toBe(false);
    });
  },
};

/**
 * Opened before the app starts: hydrating keeps it open, without a mismatch, and the toggle
 * then says "Close menu" (`aria-expanded="true"`); choosing a link closes it.
 */
export const AdoptedWhenTheAppStarts: Story = {
  play: async ({ canvas, userEvent }) => {
    const host = canvas.getByTestId('host');
    host.innerHTML = renderToString(<Page />);
    const toggle = toggleOf(host);
    await expect(toggle).not.toHaveAttribute('aria-expanded');
    await clickTrusted(toggle);
    const onRecoverableError = fn();
    const consoleError = spyOn(console, 'error');
    const root = hydrateRoot(host, <Page />, { onRecoverableError });
    try {
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
      await expect(toggle).toHaveAccessibleName('Close menu');
      await expect(isOpen(toggle)).toBe(true);
      await expect(onRecoverableError).not.toHaveBeenCalled();
      await expect(consoleError).not.toHaveBeenCalled();
      await userEvent.click(within(host).getByRole('link', { name: 'About' }));
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
      await expect(toggle).toHaveAccessibleName('Open menu');
    } finally {
      consoleError.mockRestore();
      root.unmount();
    }
  },
};
