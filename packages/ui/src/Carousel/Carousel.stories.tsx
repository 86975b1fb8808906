import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent } from 'storybook/test';
import { stubReducedMotion } from '../internal/stubReducedMotion';
import { installFakeClock } from '../testing/fakeClock';
import { vars } from '../theme/contract.css';
import { Carousel } from './Carousel';

const slide = (title: string, text = 'Swipe, use the buttons or wait five seconds.') => (
  <div
    style={{
      display: 'grid',
      gap: vars.space['2'],
      padding: vars.space['8'],
      minHeight: '12rem',
      borderRadius: vars.radius.lg,
      background: vars.color.surfaceRaised,
    }}
  >
    <h3>{title}</h3>
    <p>{text}</p>
  </div>
);

/**
 * Advances the fake clock, then lets React commit what the timers scheduled (React renders from
 * a MessageChannel task, which the fake clock does not run; animation frames stay real).
 */
async function advance(clock: ReturnType<typeof installFakeClock>, ms: number) {
  await clock.tickAsync(ms);
  // Two real frames: Ark's presence reads styles in a frame, then React commits.
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }
}

const three = [slide('First slide'), slide('Second slide'), slide('Third slide')];

const meta = {
  title: 'Carousels/Carousel',
  component: Carousel,
  args: { label: 'Featured work', slides: three },
  decorators: [(Story) => <div style={{ maxWidth: '48rem', marginInline: 'auto' }}><Story /></div>],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The slide a visitor sees: the only slide that is not hidden. */
const shown = (canvas: Canvas, name: string) => canvas.findByRole('group', { name });

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Featured work' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const first = await shown(canvas, '1 of 3');
    await expect(first).toHaveAttribute('aria-roledescription', 'slide');
    await expect(first).toHaveTextContent('First slide');
    await expect(canvas.queryByRole('group', { name: '2 of 3' })).toBeNull();
  },
};

export const NextAndPreviousWrapAround: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(await shown(canvas, '3 of 3')).toHaveTextContent('Third slide');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(await shown(canvas, '1 of 3')).toHaveTextContent('First slide');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(await shown(canvas, '1 of 3')).toBeInTheDocument();
  },
};

export const WithDots: Story = {
  args: { showDots: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(await shown(canvas, '3 of 3')).toHaveTextContent('Third slide');
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  },
};

export const AutoplayEvery5000ms: Story = {
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      canvas.getByRole('group', { name: '1 of 3' });
      await advance(clock, 4900);
      await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
      await advance(clock, 100);
      await expect(canvas.getByRole('group', { name: '2 of 3' })).toHaveTextContent('Second slide');
      await advance(clock, 5000);
      await expect(canvas.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
      await advance(clock, 5000);
      await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

/**
 * A prerendered carousel whose app started 3 s after the visitor arrived (`shownSinceMs`): the
 * first advance still comes 5000 ms after the arrival, the next ones every 5000 ms.
 */
export const FirstAdvanceCountsFromArrival: Story = {
  play: async ({ mount, args }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount(<Carousel {...args} shownSinceMs={Date.now() - 3000} />);
      canvas.getByRole('group', { name: '1 of 3' });
      await advance(clock, 1900);
      await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
      await advance(clock, 100);
      await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
      await advance(clock, 4900);
      await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
      await advance(clock, 100);
      await expect(canvas.getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

export const PausesOnHover: Story = {
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      canvas.getByRole('group', { name: '1 of 3' });
      fireEvent.mouseOver(canvas.getByRole('group', { name: '1 of 3' }));
      await advance(clock, 12000);
      await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
      fireEvent.mouseOut(canvas.getByRole('group', { name: '1 of 3' }), { relatedTarget: document.body });
      await advance(clock, 5000);
      await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

export const PausesWhileFocusInside: Story = {
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      canvas.getByRole('button', { name: 'Next slide' }).focus();
      await advance(clock, 12000);
      await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
      canvas.getByRole('button', { name: 'Next slide' }).blur();
      await advance(clock, 5000);
      await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

export const PauseButtonStopsRotation: Story = {
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      canvas.getByRole('group', { name: '1 of 3' });
      const toggle = canvas.getByRole('button', { name: 'Pause slide show' });
      toggle.focus();
      fireEvent.click(toggle);
      await advance(clock, 0);
      await expect(toggle).toHaveAccessibleName('Play slide show');
      toggle.blur(); // focus leaves the carousel: only the pause button keeps it still
      await advance(clock, 15000);
      await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
      fireEvent.click(toggle);
      toggle.blur();
      await advance(clock, 5000);
      await expect(toggle).toHaveAccessibleName('Pause slide show');
      await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

export const OneSlide: Story = {
  args: { slides: [slide('The only slide')] },
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      await expect(canvas.getByRole('group', { name: '1 of 1' })).toHaveTextContent('The only slide');
      await expect(canvas.queryByRole('button')).toBeNull();
      await advance(clock, 15000);
      await expect(canvas.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

export const ReducedMotionNoAutoplay: Story = {
  beforeEach: () => stubReducedMotion(),
  play: async ({ mount }) => {
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      canvas.getByRole('group', { name: '1 of 3' });
      await expect(canvas.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
      await advance(clock, 15000);
      await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    } finally {
      clock.uninstall();
    }
  },
};

/** Eight slides: one dot each; the last dot jumps to the end and "Next" wraps to the first. */
export const ManySlides: Story = {
  args: {
    showDots: true,
    slides: Array.from({ length: 8 }, (_, i) => slide(`Slide number ${i + 1}`)),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(8);
    await expect(await shown(canvas, '1 of 8')).toHaveTextContent('Slide number 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 8' }));
    await expect(await shown(canvas, '8 of 8')).toHaveTextContent('Slide number 8');
    await expect(canvas.getByRole('button', { name: 'Go to slide 8' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.queryByRole('group', { name: '1 of 8' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(await shown(canvas, '1 of 8')).toHaveTextContent('Slide number 1');
  },
};

export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
