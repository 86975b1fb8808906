import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FaqAccordion } from './FaqAccordion';
import { lineCount } from '../internal/storyLayout';

const items = [
  {
    question: 'How does the free sample work?',
    answer: 'Send us the title of an upcoming video and we design one thumbnail for it, free.',
  },
  {
    question: 'How fast will I receive my thumbnail?',
    answer: 'Standard delivery is 24-48h; Pro and Ultimate orders get priority delivery within 24h.',
  },
  {
    question: 'Can I ask for revisions?',
    answer: 'Yes. Starter includes free revisions, Pro and Ultimate unlimited revisions.',
  },
];

const meta = {
  title: 'Content/FaqAccordion',
  component: FaqAccordion,
  args: { items },
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}><Story /></div>],
} satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const question = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

const longQuestion =
  'Can Pro and Ultimate designs be claimed over a longer period, and can I send the details for each video gradually rather than all at once?';

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const item of items) await expect(question(canvas, item.question)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(items[0]!.answer)).not.toBeVisible();
  },
};

export const OneOpenAtATime: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = question(canvas, items[0]!.question);
    const second = question(canvas, items[1]!.question);
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(items[0]!.answer)).toBeVisible());
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(items[0]!.answer)).not.toBeVisible());
    await waitFor(() => expect(canvas.getByText(items[1]!.answer)).toBeVisible());
  },
};

export const OpenItemCollapses: Story = {
  args: { defaultValue: [items[2]!.question] },
  play: async ({ canvas, userEvent }) => {
    const third = question(canvas, items[2]!.question);
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(third);
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(items[2]!.answer)).not.toBeVisible());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(question(canvas, items[0]!.question)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(question(canvas, items[1]!.question)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(question(canvas, items[1]!.question)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(question(canvas, items[2]!.question)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(question(canvas, items[2]!.question)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(canvas, items[1]!.question)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A single question opens on click and closes again on a second click (collapsible). */
export const OneItem: Story = {
  args: { items: items.slice(0, 1) },
  play: async ({ canvas, userEvent }) => {
    const only = question(canvas, items[0]!.question);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(only);
    await expect(only).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(items[0]!.answer)).toBeVisible());
    await userEvent.click(only);
    await expect(only).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(items[0]!.answer)).not.toBeVisible());
  },
};

/** No questions: nothing to show or focus, and no error. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        question: longQuestion,
        answer:
          'Pro and Ultimate designs can be claimed within a 1-month period, with details submitted at once or gradually. Send each brief whenever your next video is ready and we will schedule it within the plan.',
      },
      ...items,
    ],
    defaultValue: [longQuestion],
  },
  play: async ({ canvas, userEvent }) => {
    const long = question(canvas, longQuestion);
    await expect(long).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByText(/claimed within a 1-month period/);
    await expect(answer).toBeVisible();
    // The question and answer wrap onto several lines inside the item instead of overflowing it.
    await expect(lineCount(long)).toBeGreaterThan(1);
    await expect(lineCount(answer)).toBeGreaterThan(1);
    for (const element of [long, answer]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        canvas.getByRole('region', { name: longQuestion }).getBoundingClientRect().right + 1,
      );
    }
    // Opening the next question closes the long one.
    await userEvent.click(question(canvas, items[0]!.question));
    await expect(long).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(answer).not.toBeVisible());
  },
};
