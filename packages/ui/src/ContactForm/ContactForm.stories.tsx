import { PACKAGE_OPTIONS } from '@agency/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within, type Mock } from 'storybook/test';
import { deferred, toastRegion } from '../forms/testing';
import { preloadSelectControl } from '../Field/SelectField';
import { Toaster, toaster } from '../Toaster';
import { ContactForm, type ContactValues } from './ContactForm';

const meta = {
  // The selects' code loads lazily on a page (LazyIsland); here it is there before each story renders.
  loaders: [async () => ({ select: await preloadSelectControl() })],
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: {
    onSubmit: fn(async () => ({})),
    onSuccess: fn(),
    privacyNote: 'We keep your message, and how you found our site, to reply to you. More in the privacy notice at the foot of the page.',
    'aria-label': 'Send us a message',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem', minHeight: '44rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Ctx = Parameters<NonNullable<Story['play']>>[0];

const submit = (canvas: Ctx['canvas']) => canvas.getByRole('button', { name: 'Send Message' });
const box = (canvas: Ctx['canvas'], name: string) => canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillValid({ canvas, userEvent }: Pick<Ctx, 'canvas' | 'userEvent'>, email = ' ana@example.com ') {
  await userEvent.type(box(canvas, 'Your name'), ' Ana Vlogs ');
  await userEvent.type(box(canvas, 'Email address'), email);
  await userEvent.type(box(canvas, 'Subject'), ' Monthly plan ');
  await userEvent.click(canvas.getByRole('combobox', { name: /^Package interest/ }));
  await userEvent.click(await canvas.findByRole('option', { name: 'Pro Engage' }));
  await userEvent.type(box(canvas, 'Message'), '  I post twice a week.  ');
}

/** A visitor arrives: Tab starts at "Your name"; every field is empty and required, no package chosen. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(box(canvas, 'Your name')).toHaveFocus();
    for (const name of ['Your name', 'Email address', 'Subject', 'Message']) {
      await expect(box(canvas, name)).toHaveValue('');
      await expect(box(canvas, name)).toBeRequired();
    }
    await expect(canvas.getByRole('combobox', { name: /^Package interest/ })).toHaveTextContent('Choose a package');
    await expect(submit(canvas)).toBeEnabled();
    await expect(toastRegion(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Phones show the email keyboard for the email field (docs/requirements.md §5). */
export const FieldTypes: Story = {
  play: async ({ canvas }) => {
    await expect(box(canvas, 'Email address')).toHaveAttribute('type', 'email');
    await expect(box(canvas, 'Subject')).toHaveAttribute('type', 'text');
  },
};

export const WithDefaultPackage: Story = {
  args: { defaultPackage: 'Ultimate Growth' },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: /^Package interest/ });
    await expect(select).toHaveTextContent('Ultimate Growth');
    await userEvent.click(select);
    const options = within(await canvas.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.getAttribute('data-value'))).toEqual([...PACKAGE_OPTIONS]);
    await expect(canvas.getByRole('option', { name: 'Ultimate Growth' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const EmptySubmitShowsMissingFields: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(submit(canvas));
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Missing Fields');
    await expect(toast).toHaveTextContent('Please fill out all required fields.');
    await expect(box(canvas, 'Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: /^Package interest/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadEmailShowsInvalidEmail: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await fillValid({ canvas, userEvent }, 'ana at example.com');
    await userEvent.click(submit(canvas));
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Invalid Email');
    await expect(toast).toHaveTextContent('Please enter a valid email address.');
    await expect(box(canvas, 'Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmitPendingThenReset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const call = deferred<{ error?: string }>();
    (args.onSubmit as Mock).mockImplementation(() => call.promise);
    await fillValid({ canvas, userEvent });
    await userEvent.click(submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ana Vlogs',
      email: 'ana@example.com',
      subject: 'Monthly plan',
      packageInterest: 'Pro Engage',
      message: 'I post twice a week.',
    } satisfies ContactValues);
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    call.resolve({});
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(box(canvas, 'Message')).toHaveValue('');
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const ErrorKeepsValues: Story = {
  play: async ({ canvas, userEvent, args }) => {
    (args.onSubmit as Mock).mockImplementation(async () => ({ error: 'boom' }));
    await fillValid({ canvas, userEvent });
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(box(canvas, 'Message')).toHaveValue('  I post twice a week.  ');
    await expect(canvas.getByRole('combobox', { name: /^Package interest/ })).toHaveTextContent('Pro Engage');
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const DoubleClickSubmitsOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const call = deferred<{ error?: string }>();
    (args.onSubmit as Mock).mockImplementation(() => call.promise);
    await fillValid({ canvas, userEvent });
    const button = submit(canvas);
    await userEvent.dblClick(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    call.resolve({});
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Under the submit button, one line says what is kept and why (UK GDPR Article 13). */
export const PrivacyNote: Story = {
  play: async ({ canvas, args }) => {
    const note = canvas.getByText(args.privacyNote as string);
    await expect(note).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Send Message' });
    await expect(button.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
