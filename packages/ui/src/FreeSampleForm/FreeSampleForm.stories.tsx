import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, type Mock } from 'storybook/test';
import { deferred, honeypotOf, toastRegion } from '../forms/testing';
import { Toaster, toaster } from '../Toaster';
import { FreeSampleForm, type FreeSampleValues } from './FreeSampleForm';

const meta = {
  title: 'Forms/FreeSampleForm',
  component: FreeSampleForm,
  args: {
    onSubmit: fn(async () => ({})),
    onSuccess: fn(),
    privacyNote: 'We keep these details, and how you found our site, to design your sample and reply to you. More in the privacy notice at the foot of the page.',
    'aria-label': 'Claim a free sample',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof FreeSampleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fill(canvas: Canvas, userEvent: User, values: Partial<Record<string, string>>) {
  const labels: Record<string, string> = {
    name: 'Your name',
    phone: 'Phone number',
    email: 'Email address',
    video_title: 'Video title',
    channel_link: 'Channel link',
  };
  for (const [key, text] of Object.entries(values)) {
    const input = canvas.getByRole('textbox', { name: new RegExp(`^${labels[key]}`) });
    await userEvent.clear(input);
    if (text) await userEvent.type(input, text);
  }
}

const valid = {
  name: '  Jane Creator ',
  phone: ' +44 7700 900123',
  email: ' jane@example.com ',
  video_title: 'I Tried 100 Thumbnails ',
};
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: 'Claim My Free Thumbnail' });

/** A visitor arrives: Tab starts at "Your name"; every field is empty, the four required ones marked. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveFocus();
    for (const name of ['Your name', 'Phone number', 'Email address', 'Video title', 'Channel link']) {
      await expect(canvas.getByRole('textbox', { name: new RegExp(`^${name}`) })).toHaveValue('');
    }
    for (const name of ['Your name', 'Phone number', 'Email address', 'Video title']) {
      await expect(canvas.getByRole('textbox', { name: new RegExp(`^${name}`) })).toBeRequired();
    }
    const channel = canvas.getByRole('textbox', { name: /^Channel link/ });
    await expect(channel).not.toBeRequired();
    await expect(channel).toHaveAccessibleDescription(/Optional/);
    await expect(submit(canvas)).toBeEnabled();
    await expect(toastRegion(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Phones show the right keyboard: phone is a tel field, email an email field, channel link a URL field (docs/requirements.md §5). */
export const FieldTypes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: /^Phone number/ })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('textbox', { name: /^Email address/ })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: /^Video title/ })).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: /^Channel link/ })).toHaveAttribute('type', 'url');
  },
};

export const EmptySubmitShowsMissingFields: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(submit(canvas));
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Missing Fields');
    await expect(toast).toHaveTextContent('Please fill in your name, phone, email, and video title.');
    for (const name of ['Your name', 'Phone number', 'Email address', 'Video title']) {
      await expect(canvas.getByRole('textbox', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('textbox', { name: /^Channel link/ })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadEmailShowsInvalidEmail: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await fill(canvas, userEvent, { ...valid, email: 'jane@example' });
    await userEvent.click(submit(canvas));
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Invalid Email');
    await expect(toast).toHaveTextContent('Please enter a valid email address.');
    await expect(canvas.getByRole('textbox', { name: /^Email address/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadChannelLinkShowsInvalidLink: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await fill(canvas, userEvent, { ...valid, channel_link: 'youtube.com/@jane' });
    await userEvent.click(submit(canvas));
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Invalid Link');
    await expect(toast).toHaveTextContent('Please enter a valid channel link starting with http:// or https://.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A link with a space inside is not a URL the database would store: the same toast, nothing sent. */
export const ChannelLinkWithASpaceShowsInvalidLink: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await fill(canvas, userEvent, { ...valid, channel_link: 'https://youtube.com/@jane creator' });
    await userEvent.click(submit(canvas));
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Invalid Link');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Typing or pasting stops at the most each field's database column holds (name 100, phone 30,
 * email 254, video title 200, channel link 500 characters), so a long value is never refused on submit.
 */
export const LongValuesStopAtTheDatabaseBounds: Story = {
  play: async ({ canvas, userEvent }) => {
    const bounds: [RegExp, number][] = [
      [/^Your name/, 100],
      [/^Phone number/, 30],
      [/^Email address/, 254],
      [/^Video title/, 200],
      [/^Channel link/, 500],
    ];
    for (const [name, max] of bounds) {
      const input = canvas.getByRole('textbox', { name });
      await expect(input).toHaveAttribute('maxlength', String(max));
      // user-event applies `maxlength` to every text type but `tel` (it looks for "telephone");
      // the browser applies it to all, so the phone field is checked by its attribute above.
      if (input.getAttribute('type') === 'tel') continue;
      await userEvent.click(input);
      await userEvent.paste('x'.repeat(max + 20));
      await expect(input).toHaveValue('x'.repeat(max));
    }
  },
};

export const ValidSubmitPendingThenReset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const call = deferred<{ error?: string }>();
    (args.onSubmit as Mock).mockImplementation(() => call.promise);
    await fill(canvas, userEvent, { ...valid, channel_link: ' https://youtube.com/@jane ' });
    await userEvent.click(submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Jane Creator',
      phone: '+44 7700 900123',
      email: 'jane@example.com',
      video_title: 'I Tried 100 Thumbnails',
      channel_link: 'https://youtube.com/@jane',
    } satisfies FreeSampleValues);
    const pending = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(pending).toBeDisabled();
    call.resolve({});
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^Channel link/ })).toHaveValue('');
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const EmptyChannelLinkIsNull: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent, valid);
    await userEvent.click(submit(canvas));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ channel_link: null })),
    );
  },
};

export const ErrorKeepsValues: Story = {
  play: async ({ canvas, userEvent, args }) => {
    (args.onSubmit as Mock).mockImplementation(async () => ({ error: 'network down' }));
    await fill(canvas, userEvent, valid);
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveValue(valid.name);
    await expect(canvas.getByRole('textbox', { name: /^Video title/ })).toHaveValue(valid.video_title);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const DoubleClickSubmitsOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const call = deferred<{ error?: string }>();
    (args.onSubmit as Mock).mockImplementation(() => call.promise);
    await fill(canvas, userEvent, valid);
    const button = submit(canvas);
    await userEvent.dblClick(button);
    // Extra submit events while pending (e.g. from script) are ignored too.
    const form = button.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    call.resolve({});
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A bot fills the hidden honeypot too: nothing is sent, yet it sees the normal success. */
export const BotSubmissionDropped: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    const trap = honeypotOf(canvasElement);
    const box = (name: string) => canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await step('people never see or reach the honeypot', async () => {
      await expect(canvas.getAllByRole('textbox')).toEqual(
        ['Your name', 'Phone number', 'Email address', 'Video title', 'Channel link'].map(box),
      );
      await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
      await expect(canvas.getByRole('textbox', { name: 'Website', hidden: true })).toBe(trap);
      await userEvent.click(box('Channel link'));
      await userEvent.tab();
      await expect(submit(canvas)).toHaveFocus();
      await userEvent.tab();
      await expect(trap).not.toHaveFocus();
    });
    await step('a bot fills it and every visible field, then submits', async () => {
      trap.focus();
      await userEvent.keyboard('https://cheap-views.example');
      await fill(canvas, userEvent, { ...valid, channel_link: 'https://youtube.com/@bot' });
      await userEvent.click(submit(canvas));
    });
    await step('nothing is sent, the bot sees the normal success (form reset, onSuccess)', async () => {
      await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(box('Your name')).toHaveValue('');
      await expect(box('Email address')).toHaveValue('');
      await expect(trap).toHaveValue('');
      await expect(toastRegion(canvasElement).queryByRole('status')).toBeNull();
    });
  },
};

/** Validation runs before the honeypot check: a bot with an invalid email gets the same toast as a person. */
export const BotFailingValidationSeesTheToast: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trap = honeypotOf(canvasElement);
    trap.focus();
    await userEvent.keyboard('https://cheap-views.example');
    await fill(canvas, userEvent, { ...valid, email: 'bot@nowhere' });
    await userEvent.click(submit(canvas));
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Invalid Email');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onSuccess).not.toHaveBeenCalled();
    await expect(trap).toHaveValue('https://cheap-views.example');
  },
};

/** Under the submit button, one line says what is kept and why (UK GDPR Article 13); a form given none shows none. */
export const PrivacyNote: Story = {
  play: async ({ canvas, args }) => {
    const note = canvas.getByText(args.privacyNote as string);
    await expect(note).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Claim My Free Thumbnail' });
    await expect(button.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** Without a `privacyNote` the form ends at its button. */
export const WithoutPrivacyNote: Story = {
  args: { privacyNote: undefined },
  play: async ({ canvasElement }) => {
    // No line of text shows under the form (its note for a browser without JavaScript is hidden).
    await expect([...canvasElement.querySelectorAll('form p')].filter((p) => p.checkVisibility())).toHaveLength(0);
  },
};
