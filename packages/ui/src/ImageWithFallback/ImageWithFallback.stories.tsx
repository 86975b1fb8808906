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

/**
 * With `resolveSources` the provider also gives the image in other formats: it is wrapped in a
 * `<picture>` whose `<source>` the browser takes when it can decode its type. Here the source is
 * the only file that exists, so the image shows only because the browser took it.
 */
export const OtherFormats: Story = {
  args: { src: '/images/only-in-another-format.webp', loading: 'eager', sizes: '40rem' },
  decorators: [
    (Story) => (
      <ImageSrcSetProvider resolve={() => undefined} resolveSources={() => [{ type: 'image/svg+xml', srcSet: `${sample} 1280w` }]}>
        {/* A grid of two columns, as in a card: the image must take the first. */}
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          <Story />
          <p>The text beside it</p>
        </div>
      </ImageSrcSetProvider>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: 'Gaming thumbnail with a shocked face' });
    await waitFor(() => expect(img.currentSrc).toBe(sample), { timeout: 3000 });
    await expect(img).not.toHaveAttribute('data-fallback');
    const source = canvasElement.querySelector('picture > source');
    await expect(source).toHaveAttribute('type', 'image/svg+xml');
    await expect(source).toHaveAttribute('sizes', '40rem');
    // The <picture> takes no box (nor does its <source>): the image is the grid's first item,
    // in the first column, and the text in the second.
    const grid = canvas.getByText('The text beside it').parentElement!.getBoundingClientRect();
    const box = img.getBoundingClientRect();
    await expect(Math.round(box.left)).toBe(Math.round(grid.left));
    await expect(Math.round(box.width)).toBe(Math.round(grid.width / 2));
    await expect(canvas.getByText('The text beside it').getBoundingClientRect().left).toBeGreaterThanOrEqual(box.right - 1);
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
