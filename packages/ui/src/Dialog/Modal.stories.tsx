import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { clickAt, pressEscape, pressTab } from '../internal/storyInput';
import { openDialogProps } from './commands';
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
          onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

/** A page whose button opens the modal by itself (Invoker Commands): `open` is left out. */
function CommandPage(props: ModalProps) {
  return (
    <>
      <Button {...openDialogProps('claim')}>Claim a sample</Button>
      <Modal {...props} id="claim" />
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
/** Resolves once the dialog's (and its backdrop's) opening transitions are over. */
const settled = (dialog: HTMLElement) =>
  Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));

/** Opens from its button; the corner "Close" button closes it and focus returns to the opener. */
export const CloseButton: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open details' });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Claim your free sample' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tell us about your next video and we design one thumbnail for free.',
    );
    await expect(dialog.matches(':modal')).toBe(true);
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A click on the backdrop, beside the dialog box, closes it (`closedby="any"`). */
export const BackdropClick: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open details' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Claim your free sample' });
    await settled(dialog);
    // A click inside the box does not close it.
    await clickAt(dialog, 10, 10);
    await expect(dialog).toHaveAttribute('open');
    // Just left of the box: the ::backdrop.
    await clickAt(dialog, -6, dialog.getBoundingClientRect().height / 2);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Escape closes it; Tab moves through the dialog and never reaches the page behind it. */
export const KeyboardEscape: Story = {
  args: {
    children: (
      <p>
        Read our <a href="#terms">terms</a> and <a href="#privacy">privacy notice</a>.
      </p>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open details' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog');
    // Focus starts on the first control inside the dialog.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'terms' })).toHaveFocus());
    await pressTab();
    await expect(within(dialog).getByRole('link', { name: 'privacy notice' })).toHaveFocus();
    await pressTab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await pressTab({ shift: true });
    await pressTab({ shift: true });
    await pressTab({ shift: true });
    await expect(opener).not.toHaveFocus();
    within(dialog).getByRole('link', { name: 'terms' }).focus();
    await pressEscape();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

/**
 * No JavaScript needed: a `command="show-modal"` button opens it, and the platform closes it
 * (here by Escape) and puts focus back on that button. `onOpenChange` reports both changes.
 */
export const OpenedByCommandButton: Story = {
  args: { open: undefined },
  render: (args) => <CommandPage {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Claim a sample' });
    await expect(opener).toHaveAttribute('command', 'show-modal');
    await expect(opener).toHaveAttribute('commandfor', 'claim');
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Claim your free sample' });
    await expect(dialog).toHaveAttribute('id', 'claim');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(true));
    await pressEscape();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(opener).toHaveFocus();
  },
};

/** What a visitor typed is still there after closing and opening again (the body stays mounted). */
export const KeepsTypedValues: Story = {
  args: {
    open: undefined,
    children: (
      <label>
        Channel name <input name="channel" />
      </label>
    ),
  },
  render: (args) => <CommandPage {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Claim a sample' });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Channel name' }), 'Pixel Siege');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(opener);
    const again = await body(canvasElement).findByRole('dialog');
    await expect(within(again).getByRole('textbox', { name: 'Channel name' })).toHaveValue('Pixel Siege');
  },
};

/** `lazyMount`: the body is rendered at the first opening only, then kept. */
export const LazyMount: Story = {
  args: { open: undefined, lazyMount: true, children: <p>Twelve weeks of results, with every thumbnail.</p> },
  render: (args) => <CommandPage {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('dialog')).not.toHaveTextContent('Twelve weeks');
    await userEvent.click(canvas.getByRole('button', { name: 'Claim a sample' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    const lazy = await within(dialog).findByText(/Twelve weeks of results/);
    await waitFor(() => expect(lazy).toBeVisible()); // once the dialog has faded in
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvasElement.querySelector('dialog')).toHaveTextContent('Twelve weeks');
  },
};

/** `role="alertdialog"` for a message that needs acknowledging; Escape still closes it. */
export const AlertDialog: Story = {
  args: { open: true, role: 'alertdialog', title: 'Leave without sending?', description: 'Your request is not sent yet.' },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Leave without sending?' });
    await expect(dialog).toHaveAccessibleDescription('Your request is not sent yet.');
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await pressEscape();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
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
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
  },
};
