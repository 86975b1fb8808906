import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sampleThumbnails } from '../internal/storyFixtures';
import { stubReducedMotion } from '../internal/stubReducedMotion';
import { GalleryMarquee } from './GalleryMarquee';

const items = sampleThumbnails.map((imageUrl, i) => ({
  id: i + 1,
  imageUrl,
  altText: `Client thumbnail ${i + 1}`,
}));

const meta = {
  title: 'Content/GalleryMarquee',
  component: GalleryMarquee,
  parameters: { layout: 'fullscreen' },
  args: { items: items.slice(0, 4), label: 'Thumbnail designs, row 1', durationSeconds: 30 },
} satisfies Meta<typeof GalleryMarquee>;
export default meta;
type Story = StoryObj<typeof meta>;

const contents = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-part=content]'));

/** Scrolls left continuously; the copies that make the loop seamless are hidden from AT. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('region', { name: 'Thumbnail designs, row 1' });
    await expect(row).toHaveAttribute('aria-roledescription', 'marquee');
    await waitFor(() => expect(contents(row).length).toBeGreaterThanOrEqual(2));
    const [original, ...copies] = contents(row);
    for (const copy of copies) await expect(copy).toHaveAttribute('aria-hidden', 'true');
    // Only the original four thumbnails are announced.
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    const style = getComputedStyle(original!);
    await expect(style.animationDuration).toBe('30s');
    await expect(style.animationDirection).toBe('normal');
    await expect(style.animationPlayState).toBe('running');
  },
};

/** The second home row scrolls right. */
export const ScrollsRight: Story = {
  args: { direction: 'right', durationSeconds: 25, label: 'Thumbnail designs, row 2' },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('region', { name: 'Thumbnail designs, row 2' });
    const style = getComputedStyle(contents(row)[0]!);
    await expect(style.animationDirection).toBe('reverse');
    await expect(style.animationDuration).toBe('25s');
  },
};

/** The visible pause button stops the row and turns into "Play"; pressing again resumes. */
export const PauseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('region', { name: 'Thumbnail designs, row 1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause Thumbnail designs, row 1' }));
    await expect(row).toHaveAttribute('data-paused');
    await expect(getComputedStyle(contents(row)[0]!).animationPlayState).toBe('paused');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pause Thumbnail designs, row 1' })).toHaveFocus();
    await expect(row).not.toHaveAttribute('data-paused');
    await expect(getComputedStyle(contents(row)[0]!).animationPlayState).toBe('running');
  },
};

/** Hovering the row pauses it; leaving resumes. */
export const PausesOnHover: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('region', { name: 'Thumbnail designs, row 1' });
    await userEvent.hover(row);
    await waitFor(() => expect(row).toHaveAttribute('data-paused'));
    await userEvent.unhover(row);
    await waitFor(() => expect(row).not.toHaveAttribute('data-paused'));
  },
};

/** Twelve thumbnails (the home page fetch limit): all twelve announced once; the button stops them. */
export const ManyItems: Story = {
  args: { items },
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('region', { name: 'Thumbnail designs, row 1' });
    // Each thumbnail is announced exactly once (getByRole fails on duplicates): the loop's copies are hidden.
    await expect(canvas.getAllByRole('img')).toHaveLength(12);
    for (const item of items) await expect(canvas.getByRole('img', { name: item.altText })).toBeInTheDocument();
    await expect(getComputedStyle(contents(row)[0]!).animationPlayState).toBe('running');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause Thumbnail designs, row 1' }));
    await expect(canvas.getByRole('button', { name: 'Play Thumbnail designs, row 1' })).toBeInTheDocument();
    for (const content of contents(row)) await expect(getComputedStyle(content).animationPlayState).toBe('paused');
  },
};

/** Without `durationSeconds` a row takes the default 20 s per loop (docs/requirements.md §4, §9). */
export const DefaultDuration: Story = {
  args: { durationSeconds: undefined },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('region', { name: 'Thumbnail designs, row 1' });
    await waitFor(() => expect(contents(row).length).toBeGreaterThanOrEqual(2));
    for (const content of contents(row)) await expect(getComputedStyle(content).animationDuration).toBe('20s');
  },
};

/** Keyboard: Tab reaches the row's pause button; Enter stops the row, Space starts it again. */
export const KeyboardPause: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('region', { name: 'Thumbnail designs, row 1' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pause Thumbnail designs, row 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Play Thumbnail designs, row 1' })).toHaveFocus();
    await expect(getComputedStyle(contents(row)[0]!).animationPlayState).toBe('paused');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Pause Thumbnail designs, row 1' })).toHaveFocus();
    await expect(getComputedStyle(contents(row)[0]!).animationPlayState).toBe('running');
  },
};

/** A single thumbnail still fills the row (repeated), with no visible gaps. */
export const OneItem: Story = {
  args: { items: items.slice(0, 1) },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('region', { name: 'Thumbnail designs, row 1' });
    await waitFor(() => expect(contents(row).length).toBeGreaterThan(2));
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

/** Missing images and alt texts fall back to the placeholder and 'Dynamic thumbnail design'. */
export const MissingImages: Story = {
  args: { items: [{ id: 'a' }, { id: 'b', imageUrl: null, altText: null }] },
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img', { name: 'Dynamic thumbnail design' });
    await expect(images).toHaveLength(2);
    await expect(images[0]).toHaveAttribute('data-fallback');
  },
};

/** No items yet: 'Loading designs...'. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading designs...');
  },
};

/** Reduced motion: a static row the visitor scrolls (also by keyboard); no pause button. */
export const ReducedMotion: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items },
  beforeEach: () => stubReducedMotion(),
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByRole('region', { name: 'Thumbnail designs, row 1' });
    await expect(row).not.toHaveAttribute('aria-roledescription');
    await expect(canvas.getAllByRole('img')).toHaveLength(12);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await userEvent.tab();
    await expect(row).toHaveFocus();
  },
};

