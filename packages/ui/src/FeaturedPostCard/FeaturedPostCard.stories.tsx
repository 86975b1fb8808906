import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryLinks } from '../internal/storyLinks';
import { sampleBlogCover } from '../internal/storyFixtures';
import { FeaturedPostCard } from './FeaturedPostCard';
import { lineCount } from '../internal/storyLayout';

const meta = {
  title: 'Cards/FeaturedPostCard',
  component: FeaturedPostCard,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <StoryLinks><Story /></StoryLinks>],
  args: {
    title: 'How to Design YouTube Thumbnails That Get Clicks',
    href: '/blog/how-to-design-youtube-thumbnails-that-get-clicks',
    excerpt: 'Eight principles we use on every design, from a single focal point to testing at phone size.',
    imageUrl: sampleBlogCover,
    altText: 'A designer’s desk with thumbnail sketches',
    date: '2026-03-14',
    keywords: ['thumbnail design', 'CTR', 'YouTube growth', 'design tips', 'faces'],
  },
} satisfies Meta<typeof FeaturedPostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 4 keywords, a level-2 heading linking to the post, and the en-GB date. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem')).toHaveLength(4);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', '/blog/how-to-design-youtube-thumbnails-that-get-clicks');
    await expect(canvas.getByText('14 March 2026').tagName).toBe('TIME');
    await expect(canvas.getByText('Featured')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const NoImage: Story = {
  args: { imageUrl: null, altText: null, keywords: ['one keyword'] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** On a phone a long title, excerpt and keywords wrap inside the card; the title still links to the post. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'How to Design YouTube Thumbnails That Get Clicks: Eight Principles We Use on Every Single Design, Tested',
    excerpt:
      'From a single focal point to testing at phone size, these are the rules behind thumbnails that lifted click-through rates for gaming, podcast, documentary and fitness channels by as much as three times in a month.',
    keywords: ['thumbnail design for beginners and professionals', 'click-through-rate-optimisation', 'YouTube growth', 'faces'],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    const link = canvas.getByRole('link', { name: /^How to Design YouTube Thumbnails That Get Clicks: Eight/ });
    await expect(link).toHaveAttribute('href', '/blog/how-to-design-youtube-thumbnails-that-get-clicks');
    await expect(lineCount(link)).toBeGreaterThan(2);
    const keywords = within(canvas.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem');
    await expect(keywords).toHaveLength(4);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const edge = card.getBoundingClientRect().right;
    for (const element of [canvas.getByRole('heading', { level: 2 }), canvas.getByText(/From a single focal point/), ...keywords]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};
