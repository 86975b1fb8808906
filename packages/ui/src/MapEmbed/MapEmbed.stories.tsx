import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MapEmbed } from './MapEmbed';

const meta = {
  title: 'Content/MapEmbed',
  component: MapEmbed,
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}><Story /></div>],
  // The preview has no internet: check the frame itself, not the remote page inside it.
  parameters: { a11y: { options: { iframes: false } } },
  args: { title: 'Map of our London studio', latitude: 51.5145, longitude: -0.1235 },
} satisfies Meta<typeof MapEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled, lazily loaded OpenStreetMap frame with the marker, and a link to the full map. */
export const London: Story = {
  play: async ({ canvasElement, canvas }) => {
    const frame = await waitFor(() => {
      const found = canvasElement.querySelector('iframe');
      if (!found) throw new Error('no iframe yet');
      return found;
    });
    await expect(frame).toHaveAttribute('title', 'Map of our London studio');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    const src = new URL(frame.src);
    await expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    await expect(src.searchParams.get('layer')).toBe('mapnik');
    await expect(src.searchParams.get('marker')).toBe('51.5145,-0.1235');
    const [minLng, minLat, maxLng, maxLat] = (src.searchParams.get('bbox') ?? '').split(',').map(Number);
    await expect(minLng).toBeLessThan(-0.1235);
    await expect(maxLng).toBeGreaterThan(-0.1235);
    await expect(minLat).toBeLessThan(51.5145);
    await expect(maxLat).toBeGreaterThan(51.5145);
    const link = canvas.getByRole('link', { name: 'View larger map (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=51.5145&mlon=-0.1235#map=15/51.5145/-0.1235');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Phones get a taller 4:3 frame. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { zoom: 13 },
  play: async ({ canvasElement }) => {
    const frame = await waitFor(() => {
      const found = canvasElement.querySelector('iframe');
      if (!found) throw new Error('no iframe yet');
      return found;
    });
    const box = frame.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(4 / 3, 1);
  },
};

/**
 * Far below the fold: the frame's space is there but no iframe (and no request to
 * openstreetmap.org) until the visitor scrolls near it.
 */
export const BelowTheFold: Story = {
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '300vh' }}>Scroll down to the map</div>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: /View larger map/ })).toBeInTheDocument();
    // Give the observer a chance to (wrongly) fire before asserting nothing loaded.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    canvas.getByRole('link', { name: /View larger map/ }).scrollIntoView({ block: 'center' });
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toHaveAttribute('title', 'Map of our London studio'));
  },
};
