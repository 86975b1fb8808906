import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pressKey, pressTab } from '../internal/storyInput';
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

/**
 * A question's `<summary>`, found by its text (Chromium exposes a summary as an expandable
 * button, but testing-library's and Playwright's role queries do not).
 */
const question = (canvas: Canvas, name: string) => {
  const summary = canvas.getByText(name).closest('summary');
  if (!summary) throw new Error(`No summary holds "${name}"`);
  return summary;
};
/** Whether the question's item is open (its `<details>`' own state). */
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;

const longQuestion =
  'Can Pro and Ultimate designs be claimed over a longer period, and can I send the details for each video gradually rather than all at once?';

/** Every question is a level-3 heading inside its summary; all answers start hidden. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const item of items) {
      const summary = question(canvas, item.question);
      await expect(canvas.getByRole('heading', { level: 3, name: item.question })).toBe(summary.firstElementChild);
      await expect(isOpen(summary)).toBe(false);
    }
    await expect(canvas.queryByText(items[0]!.answer)).not.toBeVisible();
  },
};

/** The items share one `<details name>` group (unique per accordion): opening one closes the other. */
export const OneOpenAtATime: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const groups = new Set([...canvasElement.querySelectorAll('details')].map((details) => details.name));
    await expect(groups.size).toBe(1);
    const first = question(canvas, items[0]!.question);
    const second = question(canvas, items[1]!.question);
    await userEvent.click(first);
    await expect(isOpen(first)).toBe(true);
    await waitFor(() => expect(canvas.getByText(items[0]!.answer)).toBeVisible());
    await userEvent.click(second);
    await expect(isOpen(second)).toBe(true);
    await expect(isOpen(first)).toBe(false);
    await waitFor(() => expect(canvas.getByText(items[0]!.answer)).not.toBeVisible());
    await waitFor(() => expect(canvas.getByText(items[1]!.answer)).toBeVisible());
  },
};

/** Two accordions on one page do not close each other's items. */
export const TwoAccordions: Story = {
  render: (args) => (
    <>
      <FaqAccordion {...args} />
      <FaqAccordion items={[{ question: 'Do you design channel banners?', answer: 'Yes, on request.' }]} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const first = question(canvas, items[0]!.question);
    const other = question(canvas, 'Do you design channel banners?');
    await userEvent.click(first);
    await userEvent.click(other);
    await expect(isOpen(first)).toBe(true);
    await expect(isOpen(other)).toBe(true);
  },
};

/** `defaultValue` renders that item open; pressing its question closes it (collapsible). */
export const OpenItemCollapses: Story = {
  args: { defaultValue: [items[2]!.question] },
  play: async ({ canvas, userEvent }) => {
    const third = question(canvas, items[2]!.question);
    await expect(isOpen(third)).toBe(true);
    await expect(canvas.getByText(items[2]!.answer)).toBeVisible();
    await userEvent.click(third);
    await expect(isOpen(third)).toBe(false);
    await waitFor(() => expect(canvas.getByText(items[2]!.answer)).not.toBeVisible());
  },
};

/** Keyboard: Tab moves from question to question; Enter and Space open one (closing the other). */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await pressTab();
    await expect(question(canvas, items[0]!.question)).toHaveFocus();
    await pressTab();
    const second = question(canvas, items[1]!.question);
    await expect(second).toHaveFocus();
    await pressKey('{Enter}');
    await expect(isOpen(second)).toBe(true);
    await pressTab();
    const third = question(canvas, items[2]!.question);
    await expect(third).toHaveFocus();
    await pressKey(' ');
    await expect(isOpen(third)).toBe(true);
    await expect(isOpen(second)).toBe(false);
  },
};

/** The answer's height animates (a transition on `::details-content`'s `block-size`). */
export const AnimatedHeight: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const details = canvasElement.querySelector('details')!;
    await expect(getComputedStyle(details, '::details-content').transitionProperty).toMatch(/block-size/);
    await userEvent.click(question(canvas, items[0]!.question));
    await waitFor(() => expect(canvas.getByText(items[0]!.answer)).toBeVisible());
  },
};

/** A single question opens on click and closes again on a second click (collapsible). */
export const OneItem: Story = {
  args: { items: items.slice(0, 1) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const only = question(canvas, items[0]!.question);
    await expect(canvasElement.querySelectorAll('summary')).toHaveLength(1);
    await userEvent.click(only);
    await expect(isOpen(only)).toBe(true);
    await waitFor(() => expect(canvas.getByText(items[0]!.answer)).toBeVisible());
    await userEvent.click(only);
    await expect(isOpen(only)).toBe(false);
    await waitFor(() => expect(canvas.getByText(items[0]!.answer)).not.toBeVisible());
  },
};

/** No questions: nothing to show or focus, and no error. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('summary')).toHaveLength(0);
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
    await expect(isOpen(long)).toBe(true);
    const answer = canvas.getByText(/claimed within a 1-month period/);
    await expect(answer).toBeVisible();
    // The question and answer wrap onto several lines inside the item instead of overflowing it.
    const text = canvas.getByText(longQuestion);
    await expect(lineCount(text)).toBeGreaterThan(1);
    await expect(lineCount(answer)).toBeGreaterThan(1);
    const item = long.parentElement!.getBoundingClientRect();
    for (const element of [long, answer]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(item.right + 1);
    }
    // Opening the next question closes the long one.
    await userEvent.click(question(canvas, items[0]!.question));
    await expect(isOpen(long)).toBe(false);
    await waitFor(() => expect(answer).not.toBeVisible());
  },
};
