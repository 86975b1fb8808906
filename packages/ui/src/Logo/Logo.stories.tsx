import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { placeholderSrc } from '../ImageWithFallback';
import { Logo } from './Logo';

const meta = {
  title: 'Shell/Logo',
  component: Logo,
  args: { alt: 'ThumbCraft Studio home', brandName: 'ThumbCraft Studio' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The logo image links home and is named by its alt text. */
export const WithImage: Story = {
  args: { src: placeholderSrc(180, 40) },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'ThumbCraft Studio home' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('img', { name: 'ThumbCraft Studio home' })).toBeVisible();
  },
};

/** No logo asset (or its fetch failed): a text wordmark, still named for screen readers. */
export const Wordmark: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'ThumbCraft Studio home' });
    await expect(link).toHaveTextContent('ThumbCraft Studio');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A logo URL that fails to load falls back to the wordmark. */
export const BrokenImage: Story = {
  args: { src: '/images/brand/missing-logo.svg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull(), { timeout: 3000 });
    await expect(canvas.getByRole('link', { name: 'ThumbCraft Studio home' })).toHaveTextContent('ThumbCraft');
  },
};
