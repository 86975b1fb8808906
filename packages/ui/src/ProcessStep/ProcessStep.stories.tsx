import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessStep, ProcessTimeline } from './ProcessStep';

const steps = [
  { number: 1, title: 'Consultation', description: 'We learn about your channel, audience and the video you are launching.' },
  { number: 2, title: 'Concept and design', description: 'Our designers sketch concepts and build the strongest into a polished thumbnail.' },
  { number: 3, title: 'Review and revisions', description: 'You review the design and we refine it with unlimited revisions until it is right.' },
  { number: 4, title: 'Final delivery', description: 'High-resolution JPG and PNG files, ready to upload.' },
  { number: 5, title: 'Performance tracking', description: 'Optional: we watch your click-through rate and suggest improvements.' },
] as const;

const meta = {
  title: 'Cards/ProcessStep',
  component: ProcessStep,
  args: steps[0] ? { ...steps[0], alignment: 'left' } : undefined,
} satisfies Meta<typeof ProcessStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A single step outside a timeline is a plain block with "Step 1: Consultation" as heading. */
export const Single: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Step 1: Consultation' })).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

const timeline = () => (
  <ProcessTimeline label="Our process">
    {steps.map((step, i) => (
      <ProcessStep key={step.number} {...step} alignment={i % 2 === 0 ? 'left' : 'right'} />
    ))}
  </ProcessTimeline>
);

/** The five steps alternate sides of the line on desktop. */
export const TimelineDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: timeline,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our process' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const first = within(items[0]!).getByRole('heading').getBoundingClientRect();
    const second = within(items[1]!).getByRole('heading').getBoundingClientRect();
    const middle = list.getBoundingClientRect().left + list.getBoundingClientRect().width / 2;
    await expect(first.right).toBeLessThan(middle);
    await expect(second.left).toBeGreaterThan(middle);
  },
};

/** On phones every step stacks on the same side. */
export const TimelinePhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: timeline,
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const first = within(items[0]!).getByRole('heading').getBoundingClientRect();
    const second = within(items[1]!).getByRole('heading').getBoundingClientRect();
    await expect(Math.abs(first.left - second.left)).toBeLessThan(1);
  },
};
