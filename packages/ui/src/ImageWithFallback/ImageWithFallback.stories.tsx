import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ImageSrcSetProvider } from './ImageSrcSet';
import { ImageWithFallback } from './ImageWithFallback';
import { placeholderSrc } from './placeholder';

/** A tiny valid image, so the "loaded" story works offline. */
const sample = placeholderSrc(1280, 720);

const meta = {
  title: 'Content/ImageWithFallback',
  component: ImageWithFallback,
  args: { alt: 'Gaming thumbnail with a shocked face', width: 640, height: 360 },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ImageWithFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { src: sample, loading: 'eager' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Gaming thumbnail with a shocked face' });
    await expect(img).toHaveAttribute('src', sample);
    await expect(img).not.toHaveAttribute('data-fallback');
    // No ImageSrcSetProvider around it: the image has its src only.
    await expect(img).not.toHaveAttribute('srcset');
  },
};

/**
 * Inside an `ImageSrcSetProvider` an image takes the `srcset` the app gives for its URL (its
 * smaller copies), with the `sizes` its component sets; an explicit `srcSet` prop would win.
 */
export const ResponsiveCopies: Story = {
  args: { src: sample, loading: 'eager', sizes: '(min-width: 768px) 40rem, 100vw' },
  decorators: [
    (Story) => (
      <ImageSrcSetProvider resolve={(src) => (src === sample ? `${sample} 1280w` : undefined)}>
        <Story />
      </ImageSrcSetProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Gaming thumbnail with a shocked face' });
    await expect(img).toHaveAttribute('srcset', `${sample} 1280w`);
    await expect(img).toHaveAttribute('sizes', '(min-width: 768px) 40rem, 100vw');
  },
};

/** No URL in the database: the placeholder shows, with the same alt text and size. */
export const MissingSource: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Gaming thumbnail with a shocked face' });
    await expect(img).toHaveAttribute('data-fallback');
    await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(img).toHaveAttribute('width', '640');
  },
};

/** A URL that 404s: the broken image is replaced by the placeholder. */
export const BrokenSource: Story = {
  args: { src: '/images/does-not-exist.webp', loading: 'eager' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Gaming thumbnail with a shocked face' });
    await waitFor(() => expect(img).toHaveAttribute('data-fallback'), { timeout: 3000 });
    await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};
