import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StoryLinks } from '../internal/storyLinks';
import { sampleThumbnails } from '../internal/storyFixtures';
import { ThumbnailWorkCard } from './ThumbnailWorkCard';

const meta = {
  title: 'Cards/ThumbnailWorkCard',
  component: ThumbnailWorkCard,
  decorators: [(Story) => <StoryLinks><div style={{ maxWidth: '24rem' }}><Story /></div></StoryLinks>],
  args: {
    title: '100 Days in Hardcore',
    category: 'Gaming & Live Streams',
    description: 'A survival series relaunch: one bold face, one number, maximum tension.',
    imageUrl: sampleThumbnails[0],
    altText: 'Gamer with a shocked face in front of a blocky survival world and the text 100 DAYS',
    stats: '+212% CTR',
    caseStudyHref: '/portfolio?caseStudy=1',
  },
} satisfies Meta<typeof ThumbnailWorkCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Links to its case study; the link names the work for screen readers. */
export const WithCaseStudy: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '100 Days in Hardcore' })).toBeVisible();
    await expect(canvas.getByText('Gaming & Live Streams')).toBeVisible();
    await expect(canvas.getByText('+212% CTR')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'View Case Study for 100 Days in Hardcore' });
    await userEvent.click(link);
    await expect(document.documentElement.dataset.navigated).toBe('/portfolio?caseStudy=1');
  },
};

export const WithoutCaseStudy: Story = {
  args: { caseStudyHref: null, stats: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No image, no alt, no description: placeholder named after the title. */
export const Minimal: Story = {
  args: { imageUrl: null, altText: null, description: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '100 Days in Hardcore' })).toHaveAttribute('data-fallback');
  },
};

export const LongText: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'How a Sunday League Goalkeeper Went Pro in Eighteen Months (Full Documentary)',
    category: 'Documentary & Storytelling',
    description:
      'We rebuilt the thumbnail around the goalkeeper’s face mid-save, stripped the text to three words and used the club colours for contrast against YouTube’s dark mode.',
    stats: '1.2M views in 7 days',
  },
};
