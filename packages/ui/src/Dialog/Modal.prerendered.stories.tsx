import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { clickAt, clickTrusted, pressEscape } from '../internal/storyInput';
import { openDialogProps } from './commands';
import { Modal } from './Modal';

/** A prerendered page: a button that opens the free-sample dialog, whose state the page holds. */
function Page({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button {...openDialogProps('free-sample')}>Get a Free Sample</Button>
      <Modal
        id="free-sample"
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="Get a Free Sample Thumbnail"
        description="Tell us about your next video."
      >
        <label>
          Video title <input name="videoTitle" />
        </label>
      </Modal>
    </main>
  );
}

/**
 * The page as a visitor gets it before the app starts: the static HTML React renders on the
 * server, with no event handler and no effect. Stories put it in `host` themselves.
 */
const meta = {
  title: 'Dialogs/Modal/Before the app starts',
  component: Page,
  args: { onOpenChange: fn() },
  render: () => <div data-testid="host" />,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Static HTML only: the button opens the dialog; Escape, "Close" and the backdrop close it. */
export const WorksWithoutJavaScript: Story = {
  play: async ({ canvas, args, step }) => {
    const host = canvas.getByTestId('host');
    host.innerHTML = renderToString(<Page {...args} />);
    const opener = within(host).getByRole('button', { name: 'Get a Free Sample' });
    const dialog = () => within(host).queryByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
    await expect(dialog()).toBeNull();
    await step('Escape closes it and focus returns to the button', async () => {
      await clickTrusted(opener);
      await waitFor(() => expect(dialog()).toHaveAccessibleDescription('Tell us about your next video.'));
      await expect(within(host).getByRole('textbox', { name: 'Video title' })).toHaveFocus();
      await pressEscape();
      await waitFor(() => expect(dialog()).toBeNull());
      await expect(opener).toHaveFocus();
    });
    await step('"Close" closes it', async () => {
      await clickTrusted(opener);
      await clickTrusted(within(dialog()!).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog()).toBeNull());
    });
    await step('a click on the backdrop closes it', async () => {
      await clickTrusted(opener);
      await clickAt(dialog()!, -6, 10);
      await waitFor(() => expect(dialog()).toBeNull());
    });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/**
 * Opened and typed into before the app starts: hydrating keeps the dialog open with what was
 * typed, without a mismatch, and the page adopts the open state (`onOpenChange(true)`).
 */
export const AdoptedWhenTheAppStarts: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const host = canvas.getByTestId('host');
    host.innerHTML = renderToString(<Page {...args} />);
    await clickTrusted(within(host).getByRole('button', { name: 'Get a Free Sample' }));
    const dialog = await within(host).findByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Video title' }), 'My best video');
    const onRecoverableError = fn();
    const consoleError = spyOn(console, 'error');
    const root = hydrateRoot(host, <Page {...args} />, { onRecoverableError });
    try {
      await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(true));
      await expect(dialog).toHaveAttribute('open');
      await expect(dialog.matches(':modal')).toBe(true);
      await expect(within(dialog).getByRole('textbox', { name: 'Video title' })).toHaveValue('My best video');
      await expect(onRecoverableError).not.toHaveBeenCalled();
      await expect(consoleError).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(within(host).queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    } finally {
      consoleError.mockRestore();
      root.unmount();
    }
  },
};
