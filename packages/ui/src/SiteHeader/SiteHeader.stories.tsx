import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ComponentProps } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ButtonLink } from '../Button';
import { clickAt, pressEscape } from '../internal/storyInput';
import { StoryLinks } from '../internal/storyLinks';
import { Logo } from '../Logo';
import { SiteHeader } from './SiteHeader';

const links = [
  { href: '/', label: 'Home' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/packages', label: 'Packages' },
  { href: '/about', label: 'About' },
  { href: '/testimonials', label: 'Testimonials' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryLinks><Story /></StoryLinks>],
  args: {
    logo: <Logo src={null} alt="ThumbCraft Studio home" brandName="ThumbCraft Studio" />,
    links,
    currentPath: '/packages',
    cta: <ButtonLink href="/contact" size="sm">Get a Free Sample</ButtonLink>,
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: links inline in the "Main" navigation; the current page is marked. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Packages' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByRole('link', { name: /^(Home|Portfolio|Packages|About|Testimonials|Blog|Contact)$/ })).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

const menuPanel = (toggle: HTMLElement) => toggle.ownerDocument.getElementById(toggle.getAttribute('popovertarget') ?? '');

/** Phone: the toggle opens the menu (a native popover) by click; choosing a link closes it. */
export const PhoneToggleByClick: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('link', { name: 'Portfolio' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = menuPanel(toggle);
    await expect(panel).toHaveAttribute('popover', 'auto');
    await userEvent.click(toggle);
    await expect(panel?.matches(':popover-open')).toBe(true);
    await waitFor(() => expect(toggle).toHaveAccessibleName('Close menu'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Packages' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Portfolio' }));
    await expect(document.documentElement.dataset.navigated).toBe('/portfolio');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Portfolio' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Phone: the open menu sits under the bar, across the whole width, and the toggle shows a ×. */
export const PhoneMenuUnderTheBar: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const panel = menuPanel(toggle)!;
    await Promise.all(panel.getAnimations().map((animation) => animation.finished));
    const header = canvasElement.querySelector('header')!.getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    await expect(Math.abs(box.top - header.bottom)).toBeLessThanOrEqual(1);
    await expect(box.left).toBe(0);
    await expect(box.right).toBe(document.documentElement.clientWidth);
    const [menuIcon, closeIcon] = toggle.querySelectorAll('svg');
    await expect(menuIcon).not.toBeVisible();
    await expect(closeIcon).toBeVisible();
  },
};

/** Phone, keyboard only: Tab to the toggle, Enter opens, links are reachable, Escape closes. */
export const PhoneToggleByKeyboard: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab(); // logo
    await userEvent.tab(); // toggle (the bar CTA is hidden on phones)
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await pressEscape();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(toggle).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Home' })).toBeNull()); // faded out
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  },
};

/** Phone: a click outside the open menu closes it (light dismiss). */
export const PhoneClickOutsideCloses: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <div style={{ minHeight: '40rem' }}><Story /></div>],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    // The bottom of the page, well below the menu.
    const page = canvasElement.ownerDocument.documentElement;
    await clickAt(page, 10, page.clientHeight - 10);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(toggle).toHaveAccessibleName('Open menu');
  },
};

/** The page the header sits in navigates (e.g. browser back) while the menu is open. */
function NavigatingHeader(props: ComponentProps<typeof SiteHeader>) {
  const [path, setPath] = useState(props.currentPath);
  useEffect(() => {
    const onNavigate = (event: Event) => setPath((event as CustomEvent<string>).detail);
    window.addEventListener('story-navigate', onNavigate);
    return () => window.removeEventListener('story-navigate', onNavigate);
  }, []);
  return <SiteHeader {...props} currentPath={path} />;
}

/** Phone: a route change while the menu is open (browser back) closes it. */
export const PhoneClosesOnRouteChange: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => <NavigatingHeader {...args} />,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'About' })).toBeVisible());
    window.dispatchEvent(new CustomEvent('story-navigate', { detail: '/about' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'About' })).toBeNull()); // faded out
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The smallest phone: nothing overflows the bar. */
export const SmallPhone320: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/** A blog post page marks "Blog" as current. */
export const NestedRoute: Story = {
  args: { currentPath: '/blog/how-to-design-thumbnails', cta: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  },
};
