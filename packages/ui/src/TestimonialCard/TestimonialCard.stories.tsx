import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TestimonialCard } from './TestimonialCard';

const meta = {
  title: 'Cards/TestimonialCard',
  component: TestimonialCard,
  args: {
    name: 'Amara Osei',
    role: 'Travel vlogger, 480K subscribers',
    comment: '<p>My click-through rate <strong>doubled</strong> within two weeks. Fast, friendly and they actually listen.</p>',
    stars: 5,
    imageUrl: '/images/testimonials/amara-osei.webp',
    altText: 'Amara Osei smiling',
    date: '2026-03-14T10:00:00Z',
  },
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}><Story /></div>],
} satisfies Meta<typeof TestimonialCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    await expect(canvas.getByText('doubled').tagName).toBe('STRONG');
    await expect(canvas.getByText('14 Mar 2026')).toHaveAttribute('datetime', '2026-03-14T10:00:00.000Z');
    await expect(canvas.getByRole('img', { name: 'Amara Osei smiling' })).toBeInTheDocument();
  },
};

export const ThreeStars: Story = {
  args: { stars: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 3 out of 5 stars' })).toBeInTheDocument();
  },
};

export const OutOfRangeStarsAreClamped: Story = {
  args: { stars: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
  },
};

export const UnsafeMarkupIsSanitised: Story = {
  args: { comment: '<p>Great work!</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Great work!')).toBeInTheDocument();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

export const Minimal: Story = {
  args: { role: null, imageUrl: null, altText: null, date: null, stars: 0, comment: 'Solid.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 0 out of 5 stars' })).toBeInTheDocument();
    await expect(canvas.queryByRole('time')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    name: 'Maximilian Alexander Montgomery-Featherstonehaugh',
    role: 'Host of "The Extremely Long Running Podcast About Everything Under The Sun"',
    comment:
      '<p>I have worked with many designers over the years and none of them understood what makes a viewer stop scrolling the way this team does. Every revision came back within hours, every idea was explained, and the results speak for themselves: our average view duration went up because the right people clicked.</p>',
  },
};
