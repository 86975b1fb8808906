import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorText } from './ErrorText';

const meta = {
  title: 'Feedback/ErrorText',
  component: ErrorText,
  args: { children: 'Error: Failed to fetch' },
} satisfies Meta<typeof ErrorText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch');
  },
};

export const BlogPostMissing: Story = { args: { children: 'Error loading blog post: Post not found' } };

export const LongMessageOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    children:
      'Error: JSON object requested, multiple (or no) rows returned — https://example.supabase.co/rest/v1/blogs?select=*&slug=eq.a-very-long-slug-that-does-not-wrap-naturally',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};
