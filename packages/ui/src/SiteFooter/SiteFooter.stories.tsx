import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { StoryLinks } from '../internal/storyLinks';
import { pressKey, pressTab } from '../internal/storyInput';
import { Logo } from '../Logo';
import { PRIVACY_NOTICE_ID, SiteFooter } from './SiteFooter';

const quickLinks = [
  { href: '#top', label: 'Back to Top' },
  { href: '/packages', label: 'Packages' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/about', label: 'About Us' },
];

const glyph = (d: string) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
    <path d={d} />
  </svg>
);

const socialLinks = [
  { href: 'https://www.youtube.com/@thumbcraftstudio', label: 'YouTube', icon: glyph('M3 6.5C3 5 4 4 5.5 4h13C20 4 21 5 21 6.5v11c0 1.5-1 2.5-2.5 2.5h-13C4 20 3 19 3 17.5zM10 8.5v7l6-3.5z') },
  { href: 'https://www.instagram.com/thumbcraftstudio', label: 'Instagram', icon: glyph('M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-2a1 1 0 100 2 1 1 0 000-2z') },
  { href: 'https://x.com/thumbcraftstudio', label: 'X (Twitter)', icon: glyph('M4 4h4.5l4 5.5L17 4h3l-6 7.2L21 20h-4.5l-4.4-6L7 20H4l6.6-7.9z') },
];

function NewsletterPlaceholder() {
  return (
    <form onSubmit={(e) => e.preventDefault()} style={{ display: 'grid', gap: '0.5rem' }}>
      <label htmlFor="footer-email">Email address</label>
      <input id="footer-email" type="email" style={{ minHeight: '2.75rem', padding: '0 0.75rem' }} />
      <Button type="submit" size="sm">Subscribe</Button>
    </form>
  );
}

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryLinks><Story /></StoryLinks>],
  args: {
    brand: (
      <>
        <Logo src={null} alt="ThumbCraft Studio home" brandName="ThumbCraft Studio" />
        <p>Custom YouTube thumbnails that earn the click. A UK registered company.</p>
      </>
    ),
    quickLinks,
    newsletter: <NewsletterPlaceholder />,
    socialLinks,
    copyright: '© 2026 ThumbCraft Studio Ltd. All rights reserved.',
    privacyNotice: (
      <>
        <section>
          <h3>Who we are</h3>
          <p>ThumbCraft Studio Ltd, London, decides what happens to the details you send: under the UK GDPR we are their controller.</p>
        </section>
        <section>
          <h3>What we keep</h3>
          <ul>
            <li>What you type into a form.</li>
            <li>With a request, how you found our site: the page you arrived on and the site that linked to it.</li>
          </ul>
        </section>
        <section>
          <h3>How long we keep it</h3>
          <p>12 months after our last contact about a request, then we delete it.</p>
        </section>
      </>
    ),
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headed columns in a contentinfo landmark; social links open safely in a new tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    for (const name of ['Quick Links', 'Newsletter', 'Follow Us']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const youtube = canvas.getByRole('link', { name: 'YouTube (opens in a new tab)' });
    await expect(youtube).toHaveAttribute('target', '_blank');
    await expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '/packages');
    await expect(canvas.getByText('© 2026 ThumbCraft Studio Ltd. All rights reserved.')).toBeVisible();
  },
};

/** "Back to Top" scrolls the page to the top. */
export const BackToTop: Story = {
  decorators: [
    (Story) => (
      <>
        <div id="top" style={{ height: '150vh' }}>Page content</div>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'auto' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Top' }));
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await expect(document.getElementById('top')).toHaveFocus();
  },
};

/** Text-only social links (no icons) and no newsletter column. */
export const TextSocialLinksOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    newsletter: undefined,
    socialLinks: socialLinks.map(({ href, label }) => ({ href, label })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('heading', { name: 'Newsletter' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveTextContent('Instagram');
    const footer = canvasElement.querySelector('footer') as HTMLElement;
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

/**
 * The privacy notice is a closed disclosure under the copyright line: a keyboard user reaches
 * its summary with Tab and opens it with Enter, then closes it with Space; its sections read as
 * headings (no route of its own, docs/requirements.md §2).
 */
export const PrivacyNoticeOpensByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const notice = canvasElement.querySelector(`details#${PRIVACY_NOTICE_ID}`) as HTMLDetailsElement;
    const summary = canvas.getByText('Privacy notice', { selector: 'summary' });
    await expect(notice.open).toBe(false);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Who we are' })).not.toBeVisible();
    summary.focus();
    await expect(summary).toHaveFocus();
    await pressKey('{Enter}');
    await waitFor(() => expect(notice.open).toBe(true));
    for (const name of ['Who we are', 'What we keep', 'How long we keep it']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(canvas.getByText(/12 months after our last contact/)).toBeVisible();
    await pressKey(' ');
    await waitFor(() => expect(notice.open).toBe(false));
  },
};

/** The notice reaches the summary by Tab from the last social link, the order of the page. */
export const PrivacyNoticeInTabOrder: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'X (Twitter) (opens in a new tab)' }).focus();
    await pressTab();
    await expect(canvas.getByText('Privacy notice', { selector: 'summary' })).toHaveFocus();
  },
};
