import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { installStoryClock } from '../internal/storyClock';
import { pressKey, pressTab } from '../internal/storyInput';
import { lineCount } from '../internal/storyLayout';
import { ConfirmationMessage } from './ConfirmationMessage';

type Props = ComponentProps<typeof ConfirmationMessage>;

/** A page: the button whose success shows the message, another control after it, and the message. */
function Page({ open: initial, onOpenChange, ...props }: Props) {
  const [open, setOpen] = useState(initial);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Send request</Button> <Button variant="secondary">Next on the page</Button>
      <ConfirmationMessage
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Feedback/ConfirmationMessage',
  component: ConfirmationMessage,
  render: (args) => <Page {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    autoCloseMs: 4000,
    description: 'We have your request and will be in touch within 24 hours.',
  },
} satisfies Meta<typeof ConfirmationMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The card, while it shows (a region named by its title). */
const cardOf = (canvasElement: HTMLElement, name: string | RegExp = 'Welcome aboard!') =>
  bodyOf(canvasElement).getByRole('region', { name });
const isShown = (card: HTMLElement) => card.matches(':popover-open');
/** `onOpenChange` was called once, with `false` (it closed, once). */
async function closedOnce(onOpenChange: Props['onOpenChange']) {
  await expect(onOpenChange).toHaveBeenCalledTimes(1);
  await expect(onOpenChange).toHaveBeenCalledWith(false);
}

/**
 * The rest of a countdown: still shown `leftMs` − 1 ms on (nothing closed it), then closed, once,
 * at `leftMs`.
 */
async function closesAfter(card: HTMLElement, onOpenChange: Props['onOpenChange'], tick: (ms: number) => Promise<void>, leftMs: number) {
  await tick(leftMs - 1);
  await expect(isShown(card)).toBe(true);
  await expect(onOpenChange).not.toHaveBeenCalled();
  await tick(1);
  await closedOnce(onOpenChange);
  await expect(isShown(card)).toBe(false);
}

/**
 * Focuses "Send request" and presses it (a form's success returns focus to its opener, which
 * then stays there), then lets React show the message.
 */
async function send(canvasElement: HTMLElement, tick: (ms: number) => Promise<void>) {
  const button = within(canvasElement).getByRole('button', { name: 'Send request' });
  button.focus();
  fireEvent.click(button);
  await tick(0);
  return button;
}

/** What it looks like: the card over the page, with its icon, title, message and "Close". */
export const Shown: Story = {
  args: { open: true, autoCloseMs: 60_000 },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement);
    await waitFor(() => expect(card).toBeVisible()); // once it has faded in
    await expect(within(card).getByRole('heading', { name: 'Welcome aboard!' })).toBeVisible();
    await expect(card).toHaveTextContent('We have your request and will be in touch within 24 hours.');
    await expect(within(card).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/**
 * Home timing, left alone: it shows without taking focus, is announced (its live region was in
 * the page, empty, before), and closes itself exactly 4000 ms after opening, not before.
 */
export const ClosesAfter4s: Story = {
  play: async ({ mount, args, canvasElement }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      await mount();
      const status = bodyOf(canvasElement).getByRole('status');
      await expect(status).toBeEmptyDOMElement();
      const opener = await send(canvasElement, tick);
      const card = cardOf(canvasElement);
      await expect(isShown(card)).toBe(true);
      await expect(opener).toHaveFocus();
      await expect(status).toHaveTextContent('Welcome aboard! We have your request and will be in touch within 24 hours.');
      await closesAfter(card, args.onOpenChange, tick, 4000);
      await expect(status).toBeEmptyDOMElement();
    } finally {
      uninstall();
    }
  },
};

/** Portfolio and packages timing: 2000 ms; opening it again starts the time afresh. */
export const ClosesAfter2sEachTime: Story = {
  args: { autoCloseMs: 2000, description: undefined },
  play: async ({ mount, args, canvasElement }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      await mount();
      for (const times of [1, 2]) {
        await send(canvasElement, tick);
        const card = cardOf(canvasElement);
        await tick(1999);
        await expect(isShown(card)).toBe(true);
        await expect(args.onOpenChange).toHaveBeenCalledTimes(times - 1);
        await tick(1);
        await expect(isShown(card)).toBe(false);
        await expect(args.onOpenChange).toHaveBeenCalledTimes(times);
        await tick(1000); // its fade-out is over
      }
    } finally {
      uninstall();
    }
  },
};

/**
 * WCAG 2.2 2.2.1, pointer: while the pointer is on the card the countdown waits; once it
 * leaves, the message closes after what was left (here 4000 − 1000 = 3000 ms).
 */
export const StaysWhileHovered: Story = {
  play: async ({ mount, args, canvasElement }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      await mount();
      await send(canvasElement, tick);
      const card = cardOf(canvasElement);
      await tick(1000);
      fireEvent.pointerEnter(card, { pointerType: 'mouse' });
      await tick(60_000);
      await expect(isShown(card)).toBe(true);
      await expect(args.onOpenChange).not.toHaveBeenCalled();
      fireEvent.pointerLeave(card, { pointerType: 'mouse' });
      await closesAfter(card, args.onOpenChange, tick, 3000);
    } finally {
      uninstall();
    }
  },
};

/**
 * WCAG 2.2 2.2.1, keyboard: the next Tab from where focus was goes into the card (its "Close"
 * button, before the rest of the page); while focus is inside, the countdown waits; Shift+Tab
 * back out, and it closes after what was left (4000 − 1500 = 2500 ms).
 */
export const StaysWhileFocusIsInside: Story = {
  play: async ({ mount, args, canvasElement }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      await mount();
      const opener = await send(canvasElement, tick);
      const card = cardOf(canvasElement);
      await tick(1500);
      await pressTab();
      await tick(0);
      await expect(within(card).getByRole('button', { name: 'Close' })).toHaveFocus();
      await tick(60_000);
      await expect(isShown(card)).toBe(true);
      await expect(args.onOpenChange).not.toHaveBeenCalled();
      await pressTab({ shift: true });
      await tick(0);
      await expect(opener).toHaveFocus();
      await closesAfter(card, args.onOpenChange, tick, 2500);
    } finally {
      uninstall();
    }
  },
};

/**
 * It opens beside the control focus is on, never over it (WCAG 2.2 2.4.11): here that control is
 * in the middle of the viewport, where a card centred in the viewport would cover it.
 */
export const BesideTheFocusedControl: Story = {
  args: { autoCloseMs: 60_000 },
  decorators: [(Story) => <div style={{ paddingTop: 'calc(50vh - 1.5rem)' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Send request' });
    opener.focus();
    fireEvent.click(opener);
    const card = await bodyOf(canvasElement).findByRole('region', { name: 'Welcome aboard!' });
    await waitFor(() => expect(card.getAnimations().length).toBe(0)); // in its place
    const [box, control] = [card.getBoundingClientRect(), opener.getBoundingClientRect()];
    await expect(box.top >= control.bottom || box.bottom <= control.top).toBe(true);
    await expect(Math.abs(box.left + box.width / 2 - innerWidth / 2)).toBeLessThan(2); // centred across
  },
};

/** Tab goes on through the card and out to the page after the button it follows. */
export const TabGoesThroughIt: Story = {
  args: { autoCloseMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Send request' });
    opener.focus();
    fireEvent.click(opener);
    const card = await bodyOf(canvasElement).findByRole('region', { name: 'Welcome aboard!' });
    await pressTab();
    await expect(within(card).getByRole('button', { name: 'Close' })).toHaveFocus();
    await pressTab();
    await expect(canvas.getByRole('button', { name: 'Next on the page' })).toHaveFocus();
  },
};

/** Its "Close" button closes it early and gives focus back to where the visitor came from. */
export const ClosedByItsButton: Story = {
  args: { autoCloseMs: 60_000 },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Send request' });
    opener.focus();
    fireEvent.click(opener);
    const card = await bodyOf(canvasElement).findByRole('region', { name: 'Welcome aboard!' });
    await pressTab();
    await pressKey('{Enter}');
    await waitFor(() => expect(isShown(card)).toBe(false));
    await closedOnce(args.onOpenChange);
    await expect(opener).toHaveFocus();
  },
};

/** Escape, with focus inside, closes it too, and focus goes back. */
export const ClosedByEscape: Story = {
  args: { autoCloseMs: 60_000 },
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Send request' });
    opener.focus();
    fireEvent.click(opener);
    const card = await bodyOf(canvasElement).findByRole('region', { name: 'Welcome aboard!' });
    await pressTab();
    await pressKey('{Escape}');
    await waitFor(() => expect(isShown(card)).toBe(false));
    await closedOnce(args.onOpenChange);
    await expect(opener).toHaveFocus();
  },
};

/**
 * On a phone a long title and message wrap inside the card (no sideways scrolling), clear of the
 * corner "Close" button; it still closes itself after 4000 ms.
 */
export const LongText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Welcome aboard! Your free sample thumbnail request has been received',
    description:
      'Your free sample request is in. One of our designers will study your channel and your video title, then send you a first concept within 24 hours, with unlimited revisions until it is right.',
  },
  play: async ({ mount, args, canvasElement }) => {
    const { tick, uninstall } = installStoryClock();
    try {
      await mount();
      await send(canvasElement, tick);
      const card = cardOf(canvasElement, /^Welcome aboard! Your free sample/);
      const title = within(card).getByRole('heading', { name: /^Welcome aboard!/ });
      const description = within(card).getByText(/send you a first concept within 24 hours/);
      await expect(lineCount(title)).toBeGreaterThan(1);
      await expect(lineCount(description)).toBeGreaterThan(2);
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      const close = within(card).getByRole('button', { name: 'Close' }).getBoundingClientRect();
      const heading = title.getBoundingClientRect();
      await expect(close.bottom <= heading.top || close.left >= heading.right).toBe(true);
      await tick(4000);
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      uninstall();
    }
  },
};
