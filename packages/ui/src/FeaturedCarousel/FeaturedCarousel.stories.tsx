import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent } from 'storybook/test';
import { stubReducedMotion } from '../internal/stubReducedMotion';
import { installFakeClock } from '../testing/fakeClock';
import { FeaturedCarousel, type FeaturedItem } from './FeaturedCarousel';
import { lineCount } from '../internal/storyLayout';

const item = (slug: string, title: string, category: string, stats: string): FeaturedItem => ({
  id: slug,
  title,
  category,
  description: 'Sharper focal point, bigger face, three words of text instead of nine.',
  stats,
  beforeImageUrl: `/images/featured/${slug}-before.webp`,
  beforeAltText: `${title}: the original thumbnail`,
  afterImageUrl: `/images/featured/${slug}-after.webp`,
  afterAltText: `${title}: our redesign`,
});

const items = [
  item('survival-series', 'Survival Series', 'Documentary & Storytelling', '+212% CTR in 30 days'),
  item('finance-explainers', 'Finance Explainers', 'Business & Money', '3.1× views per upload'),
  item('home-cook-refresh', 'Home Cook Refresh', 'Food & Cooking', 'CTR 4.2% → 9.8%'),
];

/** Advances the fake clock, then lets React commit (its scheduler is not faked). */
async function advance(clock: ReturnType<typeof installFakeClock>, ms: number) {
  await clock.tickAsync(ms);
  // Two real frames: Ark's presence reads styles in a frame, then React commits.
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }
}

const meta = {
  title: 'Carousels/FeaturedCarousel',
  component: FeaturedCarousel,
  args: { items },
} satisfies Meta<typeof FeaturedCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Featured transformations' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = canvas.getByRole('group', { name: '1 of 3' });
    await expect(slide).toHaveTextContent('Before');
    await expect(slide).toHaveTextContent('After');
    await expect(canvas.getByRole('img', { name: 'Survival Series: the original thumbnail' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Survival Series: our redesign' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Survival Series' })).toBeInTheDocument();
    await expect(slide).toHaveTextContent('+212% CTR in 30 days');
  },
};

export const NextAndPreviousWrapAround: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(await canvas.findByRole('heading', { name: 'Home Cook Refresh' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(await canvas.findByRole('heading', { name: 'Survival Series' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Home Cook Refresh' })).toBeNull();
  },
};

export const AutoplayAndHoverPause: Story = {
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      await advance(clock, 5000);
      await expect(canvas.getByRole('heading', { name: 'Finance Explainers' })).toBeInTheDocument();
      fireEvent.mouseOver(canvas.getByRole('region'));
      await advance(clock, 10000);
      await expect(canvas.getByRole('heading', { name: 'Finance Explainers' })).toBeInTheDocument();
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
      await expect(canvas.getByRole('heading', { name: 'Survival Series' })).toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};

export const MissingImagesAndText: Story = {
  args: {
    items: [{ id: 1, title: 'Untitled Makeover', beforeImageUrl: null, afterImageUrl: '' }, items[1]!],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Untitled Makeover, before the redesign' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Untitled Makeover, after the redesign' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        ...items[0]!,
        title: 'A Really Quite Extraordinarily Long Video Title That Keeps Going Past Two Lines On A Phone',
        description:
          'The original thumbnail buried the subject in a busy background. We isolated the climber, pushed the contrast of the storm behind her, and cut the text down to a single question that the video answers in its first minute.',
      },
      items[1]!,
    ],
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const slide = canvas.getByRole('group', { name: '1 of 2' });
    const title = canvas.getByRole('heading', { name: /^A Really Quite Extraordinarily Long Video Title/ });
    const description = canvas.getByText(/buried the subject in a busy background/);
    // On a phone the long title and description wrap inside the slide instead of overflowing it.
    for (const element of [title, description]) {
      await expect(element).toBeVisible();
      await expect(lineCount(element)).toBeGreaterThan(1);
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(slide.getBoundingClientRect().right);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(await canvas.findByRole('group', { name: '2 of 2' })).toHaveTextContent('Finance Explainers');
  },
};

/** Hovering pauses the rotation; once the pointer leaves, the next slide comes 5000 ms later. */
export const AutoplayResumesAfterHoverOut: Story = {
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      const region = canvas.getByRole('region', { name: 'Featured transformations' });
      fireEvent.mouseOver(region);
      await advance(clock, 15000);
      await expect(canvas.getByRole('heading', { name: 'Survival Series' })).toBeInTheDocument();
      fireEvent.mouseOut(region, { relatedTarget: document.body });
      await advance(clock, 4900);
      await expect(canvas.getByRole('heading', { name: 'Survival Series' })).toBeInTheDocument();
      await advance(clock, 100);
      await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
      await expect(canvas.getByRole('heading', { name: 'Finance Explainers' })).toBeInTheDocument();
      await expect(canvas.queryByRole('heading', { name: 'Survival Series' })).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};

/** Reduced motion: no automatic rotation (the visitor may press play or use the arrows). */
export const ReducedMotionNoAutoplay: Story = {
  beforeEach: () => stubReducedMotion(),
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      await expect(canvas.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
      await advance(clock, 15000);
      await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
      await expect(canvas.getByRole('heading', { name: 'Survival Series' })).toBeInTheDocument();
      fireEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
      await advance(clock, 0);
      await expect(canvas.getByRole('heading', { name: 'Finance Explainers' })).toBeInTheDocument();
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
