import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent } from 'storybook/test';
import { stubReducedMotion } from '../internal/stubReducedMotion';
import { installFakeClock } from '../testing/fakeClock';
import { TestimonialCarousel, type TestimonialItem } from './TestimonialCarousel';

const people = ['Amara Osei', 'Chloe Bennett', 'Fatima Ali', 'Grace Whitmore', 'Hannah Price'];
const items: TestimonialItem[] = people.map((name, i) => ({
  id: i + 1,
  name,
  role: 'Creator',
  comment: `<p>${name.split(' ')[0]}: thumbnails that finally match the videos.</p>`,
  stars: 5 - (i % 2),
  imageUrl: `/images/testimonials/${name.toLowerCase().replace(' ', '-')}.webp`,
  altText: `Portrait of ${name}`,
  date: `2026-0${i + 1}-10`,
}));

/** Advances the fake clock, then lets React commit (its scheduler is not faked). */
async function advance(clock: ReturnType<typeof installFakeClock>, ms: number) {
  await clock.tickAsync(ms);
  // Two real frames: Ark's presence reads styles in a frame, then React commits.
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }
}

const meta = {
  title: 'Carousels/TestimonialCarousel',
  component: TestimonialCarousel,
  args: { items },
  decorators: [(Story) => <div style={{ maxWidth: '40rem', marginInline: 'auto' }}><Story /></div>],
} satisfies Meta<typeof TestimonialCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Testimonials' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('group', { name: '1 of 5' })).toHaveTextContent('Amara Osei');
    await expect(canvas.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(5);
  },
};

export const DotsAndWrapAround: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 5' }));
    await expect(await canvas.findByRole('group', { name: '5 of 5' })).toHaveTextContent('Hannah Price');
    await expect(canvas.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(await canvas.findByRole('group', { name: '1 of 5' })).toHaveTextContent('Amara Osei');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(await canvas.findByRole('group', { name: '5 of 5' })).toBeInTheDocument();
  },
};

export const AutoplayPausesOnHover: Story = {
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      await advance(clock, 5000);
      await expect(canvas.getByRole('group', { name: '2 of 5' })).toHaveTextContent('Chloe Bennett');
      await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
      fireEvent.mouseOver(canvas.getByRole('group', { name: '2 of 5' }));
      await advance(clock, 20000);
      await expect(canvas.getByRole('group', { name: '2 of 5' })).toBeInTheDocument();
      fireEvent.mouseOut(canvas.getByRole('group', { name: '2 of 5' }), { relatedTarget: document.body });
      await advance(clock, 5000);
      await expect(canvas.getByRole('group', { name: '3 of 5' })).toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

/** Reduced motion: the testimonials do not rotate by themselves; the dots still move between them. */
export const ReducedMotionNoAutoplay: Story = {
  beforeEach: () => stubReducedMotion(),
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      await expect(canvas.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
      await advance(clock, 20000);
      await expect(canvas.getByRole('group', { name: '1 of 5' })).toHaveTextContent('Amara Osei');
      await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
      fireEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
      await advance(clock, 0);
      await expect(canvas.getByRole('group', { name: '3 of 5' })).toHaveTextContent('Fatima Ali');
      await advance(clock, 20000);
      await expect(canvas.getByRole('group', { name: '3 of 5' })).toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

export const OneItem: Story = {
  args: { items: items.slice(0, 1) },
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      await advance(clock, 10000);
      await expect(canvas.getByRole('group', { name: '1 of 1' })).toHaveTextContent('Amara Osei');
      await expect(canvas.queryByRole('button', { name: /slide/ })).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
