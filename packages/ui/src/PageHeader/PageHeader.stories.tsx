import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';
import { lineCount } from '../internal/storyLayout';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Our work',
    title: 'Portfolio',
    intro: 'Before and after: see how a redesigned thumbnail changes what a video earns.',
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(canvas.getByText(/Before and after/)).toBeVisible();
  },
};

export const Hero: Story = {
  args: {
    size: 'hero',
    as: 'section',
    eyebrow: '★ 4.9 rating · 7K+ ratings',
    title: 'Thumbnails that make viewers click',
    actions: (
      <>
        <Button size="lg">Get a Free Sample</Button>
        <Button size="lg" variant="secondary">
          Book a free Call back
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Thumbnails that make viewers click');
    await expect(canvas.getByRole('region', { name: 'Thumbnails that make viewers click' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

export const LongTitle: Story = {
  args: {
    title: 'The designers behind ThumbCraft Studio, a UK registered thumbnail design agency for creators',
    intro: undefined,
    eyebrow: undefined,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // The story runs at the phone preset's width (390 px).
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const heading = canvas.getByRole('heading', { level: 1, name: /^The designers behind ThumbCraft Studio/ });
    await expect(heading).toBeVisible();
    // The long title wraps over several lines, all of it on screen: nothing runs off the side.
    await expect(lineCount(heading)).toBeGreaterThan(2);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    const box = heading.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
