import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { children: 'No blog posts available yet. Check back soon!' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No blog posts available yet. Check back soon!')).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { icon: '🎬', children: 'No thumbnails found for "Automotive". Try another category!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('🎬')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Team: Story = {
  args: { icon: '📷', children: 'Our talented team is currently camera shy! Check back soon.' },
};
