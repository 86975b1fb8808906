import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from './Modal';

type ModalProps = ComponentProps<typeof Modal>;

/** Holds the open state like a page does, with a button that opens the modal. */
function Harness({ open: initial, onOpenChange, ...props }: ModalProps) {
  const [open, setOpen] = useState(initial);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open details</Button>
      <Modal
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
  title: 'Dialogs/Modal',
  component: Modal,
  render: (args) => <Harness {...args} />,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Claim your free sample',
    description: 'Tell us about your next video and we design one thumbnail for free.',
    children: <p>Our designers reply within one working day.</p>,
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Opens from its button; the corner "Close" button closes it and focus returns to the opener. */
export const CloseButton: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open details' });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Claim your free sample' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tell us about your next video and we design one thumbnail for free.',
    );
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A click on the backdrop, outside the dialog box, closes it. */
export const BackdropClick: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open details' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Claim your free sample' });
    // What a click beside the dialog box hits: the modal makes everything else inert to the pointer.
    const backdrop = dialog.ownerDocument.querySelector<HTMLElement>('[data-scope=dialog][data-part=backdrop]');
    if (!backdrop) throw new Error('The open modal renders no backdrop');
    await waitFor(() => expect(backdrop).toHaveAttribute('data-state', 'open'));
    // The dialog has taken focus, and its opening animations (backdrop fade, box pop-in) are over:
    // it is fully open, as a visitor sees it before clicking beside it. Ark starts listening for
    // outside clicks a frame and a task after opening, well within the animation.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await Promise.all([backdrop, dialog].flatMap((element) => element.getAnimations()).map((animation) => animation.finished));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(backdrop);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Escape closes it; Tab stays inside the dialog while it is open. */
export const KeyboardEscape: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    canvas.getByRole('button', { name: 'Open details' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Large size with long content scrolls inside the dialog, not the page. */
export const LargeWithLongContent: Story = {
  args: {
    open: true,
    size: 'lg',
    title: 'How FitWithMaya tripled her click-through rate',
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Week {i + 1}: we tested two thumbnail concepts per upload, kept the winner and carried its
            lessons into the next design, from colour contrast to the size of the headline text.
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};
