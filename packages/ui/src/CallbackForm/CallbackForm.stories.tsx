import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within, type Mock } from 'storybook/test';
import { deferred, toastRegion } from '../forms/testing';
import { preloadSelectControl } from '../Field/SelectField';
import { Toaster, toaster } from '../Toaster';
import { CallbackForm, CALLBACK_TIME_ZONE_HELP, CALLBACK_TIME_ZONE_HELP_WITH_VISITOR_TIME, type CallbackValues } from './CallbackForm';

const meta = {
  // The selects' code loads lazily on a page (LazyIsland); here it is there before each story renders.
  loaders: [async () => ({ select: await preloadSelectControl() })],
  title: 'Forms/CallbackForm',
  component: CallbackForm,
  args: {
    onSubmit: fn(async () => ({})),
    onSuccess: fn(),
    today: new Date(2026, 10, 21),
    // A visitor in London unless a story says otherwise (the browser running the stories may be anywhere).
    timeZone: 'Europe/London',
    privacyNote: 'We keep these details, your time zone and how you found our site, to call you back. More in the privacy notice at the foot of the page.',
    'aria-label': 'Book a free call back',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem', minHeight: '40rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof CallbackForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Ctx = Parameters<NonNullable<Story['play']>>[0];

const submit = (canvas: Ctx['canvas']) => canvas.getByRole('button', { name: 'Book My Call' });

/** Fills the whole form: the date by pointer, the time slot by keyboard. */
async function fillValid({ canvas, userEvent }: Pick<Ctx, 'canvas' | 'userEvent'>, name = ' Sam Streamer ') {
  await userEvent.type(canvas.getByRole('textbox', { name: /^Your name/ }), name);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Phone number/ }), ' 07700 900123 ');
  await userEvent.click(canvas.getByRole('combobox', { name: /^Preferred date/ }));
  await userEvent.click(await canvas.findByRole('option', { name: 'Mon, 23 Nov' }));
  // The date list has closed before the time slot is opened (on a busy machine it may still be
  // closing, and a keypress would reach it instead).
  await waitFor(() => expect(canvas.queryByRole('listbox', { name: /^Preferred date/ })).toBeNull());
  const time = canvas.getByRole('combobox', { name: /^Preferred time slot/ });
  time.focus();
  await userEvent.keyboard('{Enter}');
  await canvas.findByRole('listbox', { name: /^Preferred time slot/ });
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await waitFor(() => expect(time).toHaveTextContent('09:00 - 10:00'));
}

/** A visitor arrives: Tab starts at "Your name"; nothing is filled in or chosen yet. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveFocus();
    for (const name of [/^Your name/, /^Phone number/, /^Channel link/]) {
      await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(canvas.getByRole('combobox', { name: /^Preferred date/ })).toHaveTextContent('Choose a date');
    await expect(canvas.getByRole('combobox', { name: /^Preferred time slot/ })).toHaveTextContent('Choose a time');
    await expect(canvas.getByRole('textbox', { name: /^Channel link/ })).not.toBeRequired();
    await expect(submit(canvas)).toBeEnabled();
    await expect(toastRegion(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Phones show the right keyboard: phone is a tel field, the optional channel link a URL field (docs/requirements.md §5). */
export const FieldTypes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Phone number/ })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('textbox', { name: /^Channel link/ })).toHaveAttribute('type', 'url');
  },
};

export const ListsSevenDatesAndSixteenSlots: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /^Preferred date/ }));
    const dates = within(await canvas.findByRole('listbox', { name: /^Preferred date/ })).getAllByRole('option');
    const expected = ['Sat, 21 Nov', 'Sun, 22 Nov', 'Mon, 23 Nov', 'Tue, 24 Nov', 'Wed, 25 Nov', 'Thu, 26 Nov', 'Fri, 27 Nov'];
    await expect(dates).toHaveLength(7);
    for (const [i, label] of expected.entries()) await expect(dates[i]).toHaveAccessibleName(label);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Preferred time slot/ }));
    const slots = within(await canvas.findByRole('listbox', { name: /^Preferred time slot/ })).getAllByRole('option');
    await expect(slots).toHaveLength(16);
    await expect(slots[0]).toHaveAccessibleName('07:00 - 08:00');
    await expect(slots[15]).toHaveAccessibleName('22:00 - 23:00');
  },
};

export const EmptySubmitShowsMissingFields: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(submit(canvas));
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Missing Fields');
    await expect(toast).toHaveTextContent('Please fill in all fields to book a call.');
    await expect(canvas.getByRole('combobox', { name: /^Preferred date/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: /^Preferred time slot/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadChannelLinkShowsInvalidLink: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await fillValid({ canvas, userEvent });
    await userEvent.type(canvas.getByRole('textbox', { name: /^Channel link/ }), 'ftp://example.com');
    await userEvent.click(submit(canvas));
    const toast = await toastRegion(canvasElement).findByRole('status');
    await expect(toast).toHaveTextContent('Invalid Link');
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
      name: 'Sam Streamer',
      phone: '07700 900123',
      preferred_date: '2026-11-23',
      preferred_time_slot: '09:00-10:00',
      channel_link: null,
      visitor_time_zone: 'Europe/London',
    } satisfies CallbackValues);
    await expect(canvas.getByRole('button', { name: 'Booking...' })).toBeDisabled();
    call.resolve({});
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /^Preferred date/ })).toHaveTextContent('Choose a date');
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

export const ErrorKeepsValues: Story = {
  play: async ({ canvas, userEvent, args }) => {
    (args.onSubmit as Mock).mockImplementation(async () => ({ error: 'timeout' }));
    await fillValid({ canvas, userEvent });
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveValue(' Sam Streamer ');
    await expect(canvas.getByRole('combobox', { name: /^Preferred date/ })).toHaveTextContent('Mon, 23 Nov');
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
    // Extra submit events while pending (e.g. from script) are ignored too.
    const form = button.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    call.resolve({});
    await waitFor(() => expect(submit(canvas)).toBeEnabled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The time slots' list, opened by keyboard from the time select. @returns the options. */
async function openTimeSlots({ canvas, userEvent }: Pick<Ctx, 'canvas' | 'userEvent'>) {
  const time = canvas.getByRole('combobox', { name: /^Preferred time slot/ });
  time.focus();
  await userEvent.keyboard('{Enter}');
  return within(await canvas.findByRole('listbox', { name: /^Preferred time slot/ })).getAllByRole('option');
}

/** Picks a date by pointer, then waits for its list to close. */
async function pickDate({ canvas, userEvent }: Pick<Ctx, 'canvas' | 'userEvent'>, label: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: /^Preferred date/ }));
  await userEvent.click(await canvas.findByRole('option', { name: label }));
  await waitFor(() => expect(canvas.queryByRole('listbox', { name: /^Preferred date/ })).toBeNull());
}

/** A visitor in London: the slots as they are, said to be UK time; the note on what is kept. */
export const LondonVisitorSeesUkTime: Story = {
  play: async ({ canvas, userEvent }) => {
    const time = canvas.getByRole('combobox', { name: /^Preferred time slot/ });
    await expect(time).toHaveAccessibleDescription(CALLBACK_TIME_ZONE_HELP);
    const slots = await openTimeSlots({ canvas, userEvent });
    await expect(slots[2]).toHaveAccessibleName('09:00 - 10:00');
    await expect(canvas.getByText(/^We keep these details, your time zone/)).toBeVisible();
  },
};

/**
 * A visitor in New York: each slot also in their time for the chosen date (New York is 5 hours
 * behind London in November), the help says so, and the request carries their zone.
 */
export const NewYorkVisitorSeesTheirTime: Story = {
  args: { timeZone: 'America/New_York' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Your name/ }), 'Sam Streamer');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone number/ }), '+1 212 555 0100');
    await pickDate({ canvas, userEvent }, 'Mon, 23 Nov');
    const time = canvas.getByRole('combobox', { name: /^Preferred time slot/ });
    await expect(time).toHaveAccessibleDescription(CALLBACK_TIME_ZONE_HELP_WITH_VISITOR_TIME);
    const slots = await openTimeSlots({ canvas, userEvent });
    await expect(slots).toHaveLength(16);
    await expect(slots[0]).toHaveAccessibleName('07:00 - 08:00 (02:00 - 03:00 your time)');
    await expect(slots[2]).toHaveAccessibleName('09:00 - 10:00 (04:00 - 05:00 your time)');
    await expect(slots[15]).toHaveAccessibleName('22:00 - 23:00 (17:00 - 18:00 your time)');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(time).toHaveTextContent('09:00 - 10:00 (04:00 - 05:00 your time)'));
    await userEvent.click(submit(canvas));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ preferred_date: '2026-11-23', preferred_time_slot: '09:00-10:00', visitor_time_zone: 'America/New_York' }),
    );
  },
};

/** Where the visitor's day is another: Los Angeles is a day behind at 07:00 London, Tokyo a day ahead at 22:00. */
export const DateShiftsOnTheVisitorsClock: Story = {
  args: { timeZone: 'America/Los_Angeles' },
  play: async ({ canvas, userEvent }) => {
    await pickDate({ canvas, userEvent }, 'Tue, 24 Nov');
    const slots = await openTimeSlots({ canvas, userEvent });
    await expect(slots[0]).toHaveAccessibleName('07:00 - 08:00 (23:00 - 00:00 your time, previous day)');
    await expect(slots[1]).toHaveAccessibleName('08:00 - 09:00 (00:00 - 01:00 your time)');
  },
};

/** A visitor in Tokyo: the evening slots fall on their next day. */
export const TokyoVisitorsNextDay: Story = {
  args: { timeZone: 'Asia/Tokyo' },
  play: async ({ canvas, userEvent }) => {
    const slots = await openTimeSlots({ canvas, userEvent });
    await expect(slots[0]).toHaveAccessibleName('07:00 - 08:00 (16:00 - 17:00 your time)');
    await expect(slots[15]).toHaveAccessibleName('22:00 - 23:00 (07:00 - 08:00 your time, next day)');
  },
};

/**
 * The visitor's time follows the chosen date across a clock change: the UK moves to summer time
 * on Sunday 29 March 2026, New York did on 8 March, so 09:00 London is 05:00 there on the
 * Saturday and 04:00 on the Sunday.
 */
export const AcrossAClockChange: Story = {
  args: { timeZone: 'America/New_York', today: new Date(2026, 2, 27) },
  play: async ({ canvas, userEvent }) => {
    await pickDate({ canvas, userEvent }, 'Sat, 28 Mar');
    let slots = await openTimeSlots({ canvas, userEvent });
    await expect(slots[2]).toHaveAccessibleName('09:00 - 10:00 (05:00 - 06:00 your time)');
    await userEvent.keyboard('{Escape}');
    await pickDate({ canvas, userEvent }, 'Sun, 29 Mar');
    slots = await openTimeSlots({ canvas, userEvent });
    await expect(slots[2]).toHaveAccessibleName('09:00 - 10:00 (04:00 - 05:00 your time)');
  },
};
