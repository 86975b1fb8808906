import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { nextFrames } from '../internal/storyClock';
import { clickAt, pressEscape } from '../internal/storyInput';
import { installFakeClock } from '../testing/fakeClock';
import { MessageSentDialog } from './MessageSentDialog';
import { lineCount } from '../internal/storyLayout';

function Harness({ open: initial, onOpenChange, ...props }: ComponentProps<typeof MessageSentDialog>) {
  const [open, setOpen] = useState(initial);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Send Message</Button>
      <MessageSentDialog
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
  title: 'Dialogs/MessageSentDialog',
  component: MessageSentDialog,
  render: (args) => <Harness {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    description: 'Thanks for getting in touch. We reply within one working day.',
  },
} satisfies Meta<typeof MessageSentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Never closes by itself: still open a minute later; "Close" closes it. */
export const StaysOpenUntilClosed: Story = {
  play: async ({ mount, args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const clock = installFakeClock();
    try {
      await mount();
      await clock.tickAsync(0);
      const dialog = body.getByRole('dialog', { name: 'Message Sent!' });
      await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
      await clock.tickAsync(60_000);
      await expect(body.getByRole('dialog')).toBeInTheDocument();
      await expect(args.onOpenChange).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      // The platform closes the dialog at once and fires its close event in a task of its own.
      await expect(dialog).not.toHaveAttribute('open');
      await nextFrames();
      await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      clock.uninstall();
    }
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A click on the backdrop does not close it (unlike the other modals: `closedby="closerequest"`). */
export const IgnoresBackdropClick: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Message Sent!' });
    await expect(dialog).toHaveAttribute('closedby', 'closerequest');
    await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
    // Just left of the box: the ::backdrop.
    await clickAt(dialog, -6, 10);
    await nextFrames(); // time for a close event, had there been one
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Escape still closes it, for keyboard users. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Message Sent!' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await pressEscape();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Keyboard: focus starts on "Close"; Enter closes the dialog. */
export const KeyboardClose: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Message Sent!' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Open, for design review (no interaction). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Message Sent!' });
    await expect(dialog).toHaveAccessibleDescription('Thanks for getting in touch. We reply within one working day.');
  },
};

/** On a phone a long title and message wrap inside the dialog (no sideways scrolling); "Close" still closes it. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Message Sent! Thank you for contacting our thumbnail design studio today',
    description:
      'Thanks for getting in touch about your channel. One of our designers will read your message, look at your recent uploads and reply within one working day with ideas, prices and the next steps for https://www.youtube.com/@averyveryverylongchannelnamewithoutanybreaks.',
  },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: /^Message Sent! Thank you for contacting/ });
    const title = within(dialog).getByRole('heading', { name: /^Message Sent!/ });
    const description = within(dialog).getByText(/One of our designers will read your message/);
    await expect(lineCount(title)).toBeGreaterThan(1);
    await expect(lineCount(description)).toBeGreaterThan(2);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toBeVisible()); // once the dialog has faded in
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
