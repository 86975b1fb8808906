import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryLinks } from '../internal/storyLinks';
import { sampleBlogCover } from '../internal/storyFixtures';
import { FeaturedPostCard } from './FeaturedPostCard';

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
