import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ButtonLink } from '../Button';
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

/** Phone: the toggle opens the menu by click; choosing a link closes it. */
export const PhoneToggleByClick: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('link', { name: 'Portfolio' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(controlled).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Packages' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Portfolio' }));
    await expect(document.documentElement.dataset.navigated).toBe('/portfolio');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Portfolio' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
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
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Home' })).toBeNull();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
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
