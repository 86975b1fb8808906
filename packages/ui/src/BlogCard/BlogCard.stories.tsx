import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryLinks } from '../internal/storyLinks';
import { sampleBlogCover } from '../internal/storyFixtures';
import { BlogCard } from './BlogCard';
import { formatUtcDate } from '../internal/formatUtcDate';
import { formatPostDate } from './formatPostDate';

const meta = {
  title: 'Cards/BlogCard',
  component: BlogCard,
  decorators: [(Story) => <StoryLinks><div style={{ maxWidth: '24rem' }}><Story /></div></StoryLinks>],
  args: {
    title: 'How to Design YouTube Thumbnails That Get Clicks',
    href: '/blog/how-to-design-youtube-thumbnails-that-get-clicks',
    excerpt: 'Eight principles we use on every design, from a single focal point to testing at phone size.',
    imageUrl: sampleBlogCover,
    altText: 'A designer’s desk with thumbnail sketches',
    date: '2026-03-14T09:30:00Z',
    keywords: ['thumbnail design', 'CTR', 'YouTube growth', 'design tips', 'faces'],
  },
} satisfies Meta<typeof BlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Date in en-GB, up to 3 keywords, the whole card links to the post. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const time = canvas.getByText('14 March 2026');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-03-14T09:30:00Z');
    const keywords = canvas.getByRole('list', { name: 'Keywords' });
    await expect(within(keywords).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'thumbnail design',
      'CTR',
      'YouTube growth',
    ]);
    const link = canvas.getByRole('link', { name: 'How to Design YouTube Thumbnails That Get Clicks' });
    await userEvent.click(link);
    await expect(document.documentElement.dataset.navigated).toBe('/blog/how-to-design-youtube-thumbnails-that-get-clicks');
  },
};

export const NoImageNoExcerpt: Story = {
  args: { imageUrl: null, altText: null, excerpt: null, keywords: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongTitleOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'YouTube Thumbnail A/B Testing: A Complete, Practical Guide for Small Channels Using Test & Compare',
    date: '2025-12-01',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 December 2025')).toBeVisible();
  },
};

/** The date formatter used by the cards (and the blog post page). */
export const DateFormatting: Story = {
  play: async () => {
    await expect(formatPostDate('2026-03-14')).toBe('14 March 2026');
    await expect(formatPostDate('2026-01-01T00:30:00+00:00')).toBe('1 January 2026');
    await expect(formatPostDate('not a date')).toBeNull();
    // Written without Intl (its first use costs the page 15–45 ms), yet as Intl's en-GB writes
    // it: every month, long (posts) and short (testimonials), a day before and after midnight UTC.
    for (const month of ['long', 'short'] as const) {
      const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
      for (let m = 0; m < 12; m += 1) {
        for (const date of [new Date(Date.UTC(2026, m, 1, 0, 0)), new Date(Date.UTC(2025, m, 28, 23, 59))]) {
          await expect(formatUtcDate(date, month)).toBe(intl.format(date));
        }
      }
    }
  },
};
