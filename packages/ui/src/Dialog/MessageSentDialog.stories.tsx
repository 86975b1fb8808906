import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { installFakeClock } from '../testing/fakeClock';
import { MessageSentDialog } from './MessageSentDialog';

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
      await clock.tickAsync(0);
      await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      clock.uninstall();
    }
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A click on the backdrop does not close it (unlike the other modals). */
export const IgnoresBackdropClick: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Message Sent!' });
    // What a click beside the dialog box hits: the modal makes everything else inert to the pointer.
    const backdrop = dialog.ownerDocument.querySelector('[data-scope=dialog][data-part=backdrop]');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(backdrop as HTMLElement);
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
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
