import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, type Mock } from 'storybook/test';
import { deferred, honeypotOf, toastRegion } from '../forms/testing';
import { Toaster, toaster } from '../Toaster';
import { NewsletterForm } from './NewsletterForm';

const meta = {
  title: 'Forms/NewsletterForm',
  component: NewsletterForm,
  args: { onSubmit: fn(async () => ({})), onSuccess: fn(), 'aria-label': 'Newsletter' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = Parameters<NonNullable<Story['play']>>[0];

const email = (canvas: Ctx['canvas']) => canvas.getByRole('textbox', { name: /^Email address/ });
const submit = (canvas: Ctx['canvas']) => canvas.getByRole('button', { name: 'Subscribe' });

/**
 * The footer form: one empty email field with its visible label "Email address" (a placeholder is
 * no label, WCAG 3.3.2) and its placeholder; Tab reaches it, typing fills it.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = email(canvas);
    await expect(canvas.getByText('Email address')).toBeVisible();
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('placeholder', 'you@example.com');
    await expect(submit(canvas)).toBeEnabled();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('fan@example.com');
    await expect(field).toHaveValue('fan@example.com');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** `showLabel={false}`: the label is hidden visually but still names the field. */
export const WithHiddenLabel: Story = {
  args: { showLabel: false },
  play: async ({ canvas }) => {
    await expect(email(canvas)).toHaveAccessibleName(/^Email address/);
  },
};

export const EmptySubmitShowsInvalidEmail: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(submit(canvas));
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Invalid Email');
    await expect(toast).toHaveTextContent('Please enter a valid email address.');
    await expect(email(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadEmailShowsInvalidEmail: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(email(canvas), 'me@site');
    await userEvent.keyboard('{Enter}');
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Invalid Email');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmitPendingThenClears: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const call = deferred<{ error?: string }>();
    (args.onSubmit as Mock).mockImplementation(() => call.promise);
    await userEvent.type(email(canvas), '  fan@example.com ');
    await userEvent.click(submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'fan@example.com' });
    await expect(canvas.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    call.resolve({});
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(email(canvas)).toHaveValue('');
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Subscribed!');
    await expect(toast).toHaveTextContent('Thanks for subscribing to our newsletter!');
  },
};

export const WithoutSuccessToast: Story = {
  args: { successToast: null },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(email(canvas), 'fan@example.com');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(email(canvas)).toHaveValue('');
    await expect(toastRegion(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** A bot fills the hidden honeypot too: nothing is sent, yet it sees the normal success. */
export const BotSubmissionDropped: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const trap = honeypotOf(canvasElement);
    await step('people never see or reach the honeypot', async () => {
      await expect(canvas.getAllByRole('textbox')).toEqual([email(canvas)]);
      await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
      await expect(canvas.getByRole('textbox', { name: 'Website', hidden: true })).toBe(trap);
      await userEvent.click(email(canvas));
      await userEvent.tab();
      await expect(submit(canvas)).toHaveFocus();
      await userEvent.tab();
      await expect(trap).not.toHaveFocus();
      await expect(trap).toHaveAttribute('autocomplete', 'off');
    });
    await step('a bot fills it and every visible field, then submits', async () => {
      trap.focus();
      await userEvent.keyboard('https://cheap-views.example');
      await expect(trap).toHaveValue('https://cheap-views.example');
      await userEvent.type(email(canvas), 'bot@example.com');
      await userEvent.click(submit(canvas));
    });
    await step('nothing is sent, the bot sees the normal success', async () => {
      const toast = await toastRegion(canvasElement).findByRole('status');
      await expect(toast).toHaveTextContent('Subscribed!');
      await expect(args.onSuccess).toHaveBeenCalledTimes(1);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(email(canvas)).toHaveValue('');
      await expect(trap).toHaveValue('');
    });
  },
};

export const ErrorKeepsEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    (args.onSubmit as Mock).mockImplementation(async () => ({ error: 'duplicate key value violates unique constraint' }));
    await userEvent.type(email(canvas), 'fan@example.com');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(email(canvas)).toHaveValue('fan@example.com');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const DoubleClickSubmitsOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const call = deferred<{ error?: string }>();
    (args.onSubmit as Mock).mockImplementation(() => call.promise);
    await userEvent.type(email(canvas), 'fan@example.com');
    const button = submit(canvas);
    await userEvent.dblClick(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    call.resolve({});
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
