import FakeTimers from '@sinonjs/fake-timers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, openDialogProps } from '../Dialog';
import { pressEscape } from '../internal/storyInput';
import { Toaster } from './Toaster';
import { showToast, toaster, toastVariants, type ShowToastOptions } from './toastStore';
import { lineCount } from '../internal/storyLayout';

/** A page with a button that raises the toast described by the story's args. */
function ToastDemo(props: ShowToastOptions) {
  return (
    <>
      <Button onClick={() => showToast(props)}>Show notification</Button>
      <Button
        variant="secondary"
        onClick={() => showToast({ title: 'Subscribed!', description: 'Thanks for subscribing to our newsletter!', variant: 'success' })}
      >
        Show another
      </Button>
      <Toaster />
    </>
  );
}

/** A page with a modal dialog (opened by its command button) whose button raises a toast. */
function ToastInDialogDemo(props: ShowToastOptions) {
  return (
    <>
      <Button {...openDialogProps('sample')}>Get a Free Sample</Button>
      <Button variant="secondary" onClick={() => showToast(props)}>
        Show notification
      </Button>
      <Modal id="sample" title="Get a Free Sample Thumbnail">
        <Button onClick={() => showToast(props)}>Send request</Button>
      </Modal>
      <Toaster />
    </>
  );
}

/**
 * Ark's toast timers run on requestAnimationFrame + performance.now, so these stories fake
 * those too (the shared `installFakeClock` keeps them real for presence animations).
 */
function installToastClock() {
  return FakeTimers.withGlobal(globalThis).install({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'Date',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
    ],
  });
}

const meta = {
  title: 'Feedback/Toaster',
  component: ToastDemo,
  args: {
    title: 'Missing Fields',
    description: 'Please fill in your name, phone, email, and video title.',
    variant: 'destructive',
  },
  argTypes: { variant: { control: 'inline-radio', options: toastVariants } },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Destructive: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const toast = await body(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Missing Fields');
    await expect(toast).toHaveTextContent('Please fill in your name, phone, email, and video title.');
    // Destructive toasts are red: the danger border of the theme (#ff6b6b).
    await expect(getComputedStyle(toast).borderTopColor).toBe('rgb(255, 107, 107)');
    await expect(within(toast).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    await waitFor(() => expect(toast).toBeVisible());
  },
};

export const Default: Story = {
  args: { title: 'Heads up', description: 'Your request is on its way.', variant: 'default' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const toast = await body(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Heads up');
    await expect(getComputedStyle(toast).borderTopColor).not.toBe('rgb(255, 107, 107)');
  },
};

export const Success: Story = {
  args: { title: 'Subscribed!', description: 'Thanks for subscribing to our newsletter!', variant: 'success' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const toast = await body(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Subscribed!');
    await expect(toast).toHaveTextContent('Thanks for subscribing to our newsletter!');
    // Success toasts are green: the success border of the theme (#4ade80), not the danger red.
    await expect(getComputedStyle(toast).borderTopColor).toBe('rgb(74, 222, 128)');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

const longDescription =
  'Could not subscribe. Please try again. This description is deliberately long so that it wraps over several lines on a 320 px phone without overflowing the toast or hiding its close button: https://example.com/a/very/long/link/without/any/spaces/in/it';

/** On a phone a long description (with an unbroken link) wraps inside the toast; "Close" stays on screen and works. */
export const LongText: Story = {
  args: { title: 'Subscription Failed', description: longDescription },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const toast = await body(canvasElement).findByRole('status');
    await waitFor(() => expect(toast).toBeVisible());
    const description = within(toast).getByText(longDescription);
    await expect(lineCount(description)).toBeGreaterThan(3);
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
    const region = body(canvasElement).getByRole('region', { name: /Notifications/ }).getBoundingClientRect();
    await expect(region.left).toBeGreaterThanOrEqual(0);
    await expect(region.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    const close = within(toast).getByRole('button', { name: 'Close notification' });
    const box = toast.getBoundingClientRect();
    const button = close.getBoundingClientRect();
    await expect(button.left).toBeGreaterThanOrEqual(box.left);
    await expect(button.right).toBeLessThanOrEqual(box.right);
    await userEvent.click(close);
    await waitFor(() => expect(body(canvasElement).queryByRole('status')).toBeNull());
  },
};

export const ReplacesPrevious: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await expect(await body(canvasElement).findByRole('status')).toHaveTextContent('Missing Fields');
    await userEvent.click(canvas.getByRole('button', { name: 'Show another' }));
    await waitFor(() => expect(body(canvasElement).getAllByRole('status')).toHaveLength(1));
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent('Subscribed!');
    await expect(body(canvasElement).queryByText('Missing Fields')).toBeNull();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const toast = await body(canvasElement).findByRole('status');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('status')).toBeNull());
  },
};

export const DismissesAfter5000ms: Story = {
  play: async ({ mount, canvasElement }) => {
    const clock = installToastClock();
    try {
      const canvas = await mount();
      fireEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
      await clock.tickAsync(100);
      await expect(body(canvasElement).getByRole('status')).toHaveTextContent('Missing Fields');
      await clock.tickAsync(4800);
      await expect(body(canvasElement).getByRole('status')).toBeInTheDocument();
      await clock.tickAsync(600);
      await expect(body(canvasElement).queryByRole('status')).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};

export const GivenDuration: Story = {
  args: { title: 'Quick note', description: 'Gone in two seconds.', variant: 'default', durationMs: 2000 },
  play: async ({ mount, canvasElement }) => {
    const clock = installToastClock();
    try {
      const canvas = await mount();
      fireEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
      await clock.tickAsync(1900);
      await expect(body(canvasElement).getByRole('status')).toHaveTextContent('Quick note');
      await clock.tickAsync(600);
      await expect(body(canvasElement).queryByRole('status')).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};

export const F8FocusesRegion: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await body(canvasElement).findByRole('status');
    await userEvent.keyboard('[F8]');
    const region = body(canvasElement).getByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(region).toHaveFocus());
  },
};

export const SwipeToDismiss: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const toast = await body(canvasElement).findByRole('status');
    const text = within(toast).getByText('Missing Fields');
    // 30 px is under the 50 px threshold: the toast stays.
    fireEvent.pointerDown(text, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 130, pointerId: 1 });
    await expect(body(canvasElement).getByRole('status')).toBeInTheDocument();
    // 60 px to the right dismisses it.
    fireEvent.pointerDown(text, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 160, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 160, pointerId: 1 });
    await waitFor(() => expect(body(canvasElement).queryByRole('status')).toBeNull());
  },
};

/** Resolves once the element's (and its descendants') transitions are over. */
const settled = (element: Element) =>
  Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));

/** True when the toast is what a visitor sees and touches at its centre (nothing covers it). */
const onTop = (toast: HTMLElement) => {
  const box = toast.getBoundingClientRect();
  return toast.contains(toast.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
};

/**
 * A toast raised while a modal dialog is open renders inside the dialog (outside it, the page
 * is inert and hidden from screen readers): above the backdrop, at the bottom right of the
 * viewport, focusable with F8; closing it leaves the dialog open. Once the dialog closes, the
 * notifications region is back in the page.
 */
export const ShownWhileADialogIsOpen: Story = {
  render: (args) => <ToastInDialogDemo {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const doc = canvasElement.ownerDocument;
    await userEvent.click(canvas.getByRole('button', { name: 'Get a Free Sample' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const toast = await within(dialog).findByRole('status');
    await expect(toast).toHaveTextContent('Missing Fields');
    await waitFor(() => expect(toast).toBeVisible());
    await settled(dialog);
    await settled(toast);
    await expect(onTop(toast)).toBe(true);
    const box = toast.getBoundingClientRect();
    await expect(doc.documentElement.clientWidth - box.right).toBeLessThanOrEqual(32);
    await expect(doc.documentElement.clientHeight - box.bottom).toBeLessThanOrEqual(32);
    await userEvent.keyboard('[F8]');
    await waitFor(() => expect(within(dialog).getByRole('region', { name: /Notifications/ })).toHaveFocus());
    await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('status')).toBeNull());
    await expect(dialog).toHaveAttribute('open');
    dialog.querySelector('button')?.focus();
    await pressEscape();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(dialog.querySelector('[data-scope=toast]')).toBeNull());
  },
};

/** A toast already shown when a dialog opens moves into the dialog and stays visible. */
export const StaysVisibleWhenADialogOpens: Story = {
  render: (args) => <ToastInDialogDemo {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await expect(await body(canvasElement).findByRole('status')).toHaveTextContent('Missing Fields');
    await userEvent.click(canvas.getByRole('button', { name: 'Get a Free Sample' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
    const toast = await within(dialog).findByRole('status');
    await expect(toast).toHaveTextContent('Missing Fields');
    await waitFor(() => expect(toast).toBeVisible());
    await settled(dialog);
    await settled(toast);
    await expect(onTop(toast)).toBe(true);
  },
};

/**
 * A dialog taller than the screen, its submit at its foot: while the toast shows, the submit,
 * focused again from the keyboard, scrolls clear of the toast instead of under it (WCAG 2.2
 * 2.4.11; the dialog gains scroll room below its content while a toast is in it).
 */
export const ClearOfADialogsLastControl: Story = {
  render: (args) => (
    <>
      <Button {...openDialogProps('long-form')}>Get a Free Sample</Button>
      <Modal id="long-form" title="Get a Free Sample Thumbnail">
        <div style={{ display: 'grid', gap: '2rem' }}>
          {Array.from({ length: 12 }, (_, i) => (
            <label key={i} style={{ display: 'grid' }}>
              Detail {i + 1} <input />
            </label>
          ))}
          <Button onClick={() => showToast(args)}>Send request</Button>
        </div>
      </Modal>
      <Toaster />
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get a Free Sample' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    await userEvent.click(send);
    const toast = await within(dialog).findByRole('status');
    await settled(dialog);
    await settled(toast);
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('textbox', { name: 'Detail 12' })).toHaveFocus();
    await userEvent.tab();
    await expect(send).toHaveFocus();
    await expect(toast).toBeVisible();
    const box = send.getBoundingClientRect();
    await expect(send.contains(send.ownerDocument.elementFromPoint(box.left + box.width / 2, box.bottom - 2))).toBe(true);
    await expect(box.bottom).toBeLessThanOrEqual(toast.getBoundingClientRect().top);
  },
};

/**
 * A keyboard visitor tabs onto the toast: it waits while focus is in it, and focus that moves on
 * from it stays where it went (only after F8 does leaving the region return focus to where the
 * visitor was). Focus is moved as the browser's Tab moves it, under a fake clock.
 */
export const WaitsWhileFocusedAndLetsFocusGoOn: Story = {
  play: async ({ mount, canvasElement }) => {
    const clock = installToastClock();
    try {
      const canvas = await mount();
      const show = canvas.getByRole('button', { name: 'Show notification' });
      const before = canvas.getByRole('button', { name: 'Show another' });
      fireEvent.click(show);
      await clock.tickAsync(100);
      const toast = body(canvasElement).getByRole('status');
      before.focus();
      toast.focus(); // Tab from the last button of the page: the toast, last in the body
      await clock.tickAsync(6000);
      await expect(toast).toBeInTheDocument();
      within(toast).getByRole('button', { name: 'Close notification' }).focus();
      show.focus(); // Tab on past the toast, round to the top of the page
      await clock.tickAsync(10);
      await expect(show).toHaveFocus();
      await clock.tickAsync(5500);
      await expect(body(canvasElement).queryByRole('status')).toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};
