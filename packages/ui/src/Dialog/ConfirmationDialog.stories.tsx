import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { installStoryClock } from '../internal/storyClock';
import { clickAt } from '../internal/storyInput';
import { installFakeClock } from '../testing/fakeClock';
import { ConfirmationDialog } from './ConfirmationDialog';
import { lineCount } from '../internal/storyLayout';

function Harness({ open: initial, onOpenChange, ...props }: ComponentProps<typeof ConfirmationDialog>) {
  const [open, setOpen] = useState(initial);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Send request</Button>
      <ConfirmationDialog
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
  title: 'Dialogs/ConfirmationDialog',
  component: ConfirmationDialog,
  render: (args) => <Harness {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    autoCloseMs: 4000,
    description: 'Your free sample request is in. We will be in touch within 24 hours.',
  },
} satisfies Meta<typeof ConfirmationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Home page timing: closes itself exactly 4000 ms after opening, not before.
 * (Under the fake clock only synchronous queries are used; waiting helpers run after it.)
 */
export const AutoClosesAfter4s: Story = {
  play: async ({ mount, args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      fireEvent.click(canvas.getByRole('button', { name: 'Send request' }));
      await clock.tickAsync(0);
      const dialog = body.getByRole('dialog', { name: 'Welcome aboard!' });
      await expect(dialog).toHaveAccessibleDescription(/Your free sample request is in/);
      await clock.tickAsync(3999);
      await expect(body.getByRole('dialog')).toBeInTheDocument();
      await expect(args.onOpenChange).not.toHaveBeenCalled();
      await clock.tickAsync(1);
      await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      clock.uninstall();
    }
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * WCAG 2.2.1: while the pointer rests on the box the countdown waits; once it leaves, the dialog
 * closes after what was left (here 2000 − 500 = 1500 ms). A pointer over the backdrop does not count.
 */
export const PausesWhileHovered: Story = {
  args: { autoCloseMs: 2000 },
  play: async ({ mount, args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      fireEvent.click(canvas.getByRole('button', { name: 'Send request' }));
      await clock.tickAsync(0);
      const dialog = body.getByRole('dialog', { name: 'Welcome aboard!' });
      const box = dialog.getBoundingClientRect();
      // On the backdrop (outside the box): the countdown runs on.
      fireEvent.pointerMove(dialog, { pointerType: 'mouse', clientX: box.left - 5, clientY: box.top - 5 });
      await clock.tickAsync(500);
      fireEvent.pointerMove(dialog, { pointerType: 'mouse', clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 });
      await clock.tickAsync(10_000);
      await expect(args.onOpenChange).not.toHaveBeenCalled();
      fireEvent.pointerLeave(dialog, { pointerType: 'mouse' });
      await clock.tickAsync(1499);
      await expect(args.onOpenChange).not.toHaveBeenCalled();
      await clock.tickAsync(1);
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      clock.uninstall();
    }
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Announced: as it opens, its title and message are put in a polite live region inside it. */
export const AnnouncedAsItOpens: Story = {
  args: { autoCloseMs: 60_000 },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
    fireEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    const dialog = await body.findByRole('dialog', { name: 'Welcome aboard!' });
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Welcome aboard! Your free sample request is in.'),
    );
  },
};

/** Portfolio and packages timing: 2000 ms; reopening restarts the timer. */
export const AutoClosesAfter2sAndRestarts: Story = {
  args: { autoCloseMs: 2000, description: undefined },
  play: async ({ mount, args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const clock = installFakeClock();
    try {
      const canvas = await mount();
      const open = async () => {
        fireEvent.click(canvas.getByRole('button', { name: 'Send request', hidden: true }));
        await clock.tickAsync(0);
        await expect(body.getByRole('dialog', { name: 'Welcome aboard!' })).toBeInTheDocument();
      };
      await open();
      await clock.tickAsync(1999);
      await expect(args.onOpenChange).not.toHaveBeenCalled();
      await clock.tickAsync(1);
      await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
      // Let the exit animation finish (real frames), then open again.
      for (let i = 0; i < 60 && body.queryByRole('dialog'); i += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await expect(body.queryByRole('dialog')).toBeNull();
      await open();
      await clock.tickAsync(1999);
      await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
      await clock.tickAsync(1);
      await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    } finally {
      clock.uninstall();
    }
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** It can be closed earlier with its close button. */
export const ClosedEarly: Story = {
  args: { open: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Welcome aboard!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A click on the backdrop closes it before its time, too. */
export const ClosedByBackdropClick: Story = {
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Welcome aboard!' });
    await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
    await clickAt(dialog, -6, 10);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * On a phone a long title and message wrap inside the dialog (no sideways scrolling) and stay
 * clear of the corner "Close" button; the dialog still closes itself after 4000 ms.
 */
export const LongText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Welcome aboard! Your free sample thumbnail request has been received',
    description:
      'Your free sample request is in. One of our designers will study your channel and your video title, then send you a first concept within 24 hours, with unlimited revisions until it is right.',
  },
  play: async ({ mount, args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const { tick, uninstall } = installStoryClock();
    try {
      const canvas = await mount();
      fireEvent.click(canvas.getByRole('button', { name: 'Send request' }));
      await tick(0);
      const dialog = body.getByRole('dialog', { name: /^Welcome aboard! Your free sample/ });
      const title = within(dialog).getByRole('heading', { name: /^Welcome aboard!/ });
      // The description (the live region inside repeats it, for screen readers).
      const description = canvasElement.ownerDocument.getElementById(dialog.getAttribute('aria-describedby') ?? '')!;
      await expect(description).toHaveTextContent(/send you a first concept within 24 hours/);
      await expect(lineCount(title)).toBeGreaterThan(1);
      await expect(lineCount(description)).toBeGreaterThan(2);
      await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
      // The corner button does not cover any of the title.
      const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
      const heading = title.getBoundingClientRect();
      await expect(close.bottom <= heading.top || close.left >= heading.right).toBe(true);
      await tick(4000);
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      uninstall();
    }
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
