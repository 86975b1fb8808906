import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { installStoryClock, nextFrames } from '../internal/storyClock';
import { TIME_SLOTS } from '../forms/options';
import { TextAreaField, TextField, type TextFieldProps } from './Field';
import { preloadSelectControl, SelectField } from './SelectField';

/** A controlled text field whose value lives in the story. */
function ControlledTextField(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
      {...props}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        props.onValueChange(v);
      }}
    />
  );
}

function ControlledTextArea({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label="Message"
      name="message"
      required
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onValueChange(v);
      }}
    />
  );
}

function ControlledTimeSelect({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Preferred time slot"
      name="preferred_time_slot"
      required
      items={TIME_SLOTS}
      placeholder="Choose a time"
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onValueChange(v);
      }}
    />
  );
}

const meta = {
  // The selects' code loads lazily on a page (LazyIsland); here it is there before each story renders.
  loaders: [async () => ({ select: await preloadSelectControl() })],
  title: 'Forms/Field',
  component: ControlledTextField,
  args: { label: 'Email address', name: 'email', type: 'email', value: '', onValueChange: fn(), required: true },
  decorators: [(Story) => <div style={{ maxWidth: '28rem', minHeight: '24rem' }}><Story /></div>],
} satisfies Meta<typeof ControlledTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: /^Email address/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.type(input, 'a@b.co');
    await expect(input).toHaveValue('a@b.co');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('a@b.co');
  },
};

export const WithHelperText: Story = {
  args: { label: 'Channel link', name: 'channel_link', type: 'url', required: false, helperText: 'Optional. Starts with http:// or https://' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Channel link' });
    await expect(input).toHaveAccessibleDescription('Optional. Starts with http:// or https://');
    await expect(input).not.toBeRequired();
  },
};

export const Invalid: Story = {
  args: { invalid: true, errorText: 'Please enter a valid email address.', value: 'me@site' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^Email address/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('Please enter a valid email address.');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, placeholder: 'you@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Email address/ })).toBeInTheDocument();
  },
};

export const TextArea: Story = {
  render: (args) => <ControlledTextArea onValueChange={args.onValueChange} />,
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: /^Message/ });
    await userEvent.type(area, 'Line one{Enter}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
  },
};

export const Select: Story = {
  render: (args) => <ControlledTimeSelect onValueChange={args.onValueChange} />,
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Preferred time slot/ });
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    trigger.focus();
    // Keyboard: open with ArrowDown, typeahead "1" jumps to the first slot starting with 1.
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox');
    // The list takes the focus a frame after it opens; the visitor types once it has it.
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard('1');
    await waitFor(() => expect(canvas.getByRole('option', { name: '10:00 - 11:00' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('10:00-11:00');
    await expect(trigger).toHaveTextContent('10:00 - 11:00');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * An invalid select is tied to its texts like a text field (WCAG 1.3.1, 3.3.1): the combobox a
 * visitor focuses is described by its helper text and its error message.
 */
export const SelectInvalid: Story = {
  render: (args) => (
    <SelectField
      label="Package interest"
      name="packageInterest"
      required
      invalid
      errorText="Please choose a package."
      helperText="The package you would like to hear about."
      items={['Basic', 'Pro']}
      value=""
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /^Package interest/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(trigger).toHaveAccessibleDescription('The package you would like to hear about. Please choose a package.'),
    );
    await expect(trigger).toHaveAccessibleErrorMessage('Please choose a package.');
  },
};

/** Opens the time-slot list with the keyboard and waits until it has the focus. */
async function openTimeSlots(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('combobox', { name: /^Preferred time slot/ });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  await nextFrames(3);
  const listbox = canvas.getByRole('listbox');
  await expect(listbox).toHaveFocus();
  return listbox;
}

const highlighted = (listbox: HTMLElement) => within(listbox).getAllByRole('option').find((o) => o.hasAttribute('data-highlighted'));

/**
 * docs/requirements.md §9 'typeahead reset 1000 ms': keys typed within 1000 ms of each other search together
 * ("1" then "2" finds 12:00); 1000 ms after the last key the search starts again ("2" finds 20:00).
 */
export const SelectTypeaheadReset: Story = {
  render: (args) => <ControlledTimeSelect onValueChange={args.onValueChange} />,
  play: async ({ mount, canvasElement }) => {
    const clock = installStoryClock();
    try {
      await mount();
      const listbox = await openTimeSlots(canvasElement);
      fireEvent.keyDown(listbox, { key: '1' });
      await clock.tick(0);
      await expect(highlighted(listbox)).toHaveAccessibleName('10:00 - 11:00');
      await clock.tick(999);
      fireEvent.keyDown(listbox, { key: '2' });
      await clock.tick(0);
      await expect(highlighted(listbox)).toHaveAccessibleName('12:00 - 13:00');
      await clock.tick(1000);
      fireEvent.keyDown(listbox, { key: '2' });
      await clock.tick(0);
      await expect(highlighted(listbox)).toHaveAccessibleName('20:00 - 21:00');
    } finally {
      clock.uninstall();
    }
  },
};

/** The pointer-only scroll buttons at the ends of an open list (hidden from assistive technology). */
const scrollButton = (listbox: HTMLElement, direction: 'up' | 'down') =>
  listbox.querySelector<HTMLElement>(`[data-part="scroll-${direction}-button"]`);

/**
 * docs/requirements.md §9 'Select menu scroll button interval 50 ms': while the pointer rests on the button at
 * the bottom of the open list, the list moves down one option every 50 ms; it stops when the
 * pointer leaves; each button shows only while options are hidden beyond its end.
 */
export const SelectScrollButtons: Story = {
  render: (args) => <ControlledTimeSelect onValueChange={args.onValueChange} />,
  play: async ({ mount, canvasElement }) => {
    const clock = installStoryClock();
    try {
      await mount();
      const listbox = await openTimeSlots(canvasElement);
      const step = within(listbox).getAllByRole('option')[0]!.offsetHeight;
      await expect(listbox.scrollTop).toBe(0);
      await expect(scrollButton(listbox, 'up')).toBeNull();
      const down = scrollButton(listbox, 'down');
      await expect(down).not.toBeNull();
      fireEvent.pointerMove(down!);
      await clock.tick(49);
      await expect(listbox.scrollTop).toBe(0);
      await clock.tick(1);
      await expect(listbox.scrollTop).toBe(step);
      await clock.tick(50);
      await expect(listbox.scrollTop).toBe(2 * step);
      await expect(scrollButton(listbox, 'up')).not.toBeNull();
      // The pointer moves off the button (React derives its leave from `pointerout`).
      fireEvent.pointerOut(down!, { relatedTarget: listbox });
      await clock.tick(500);
      await expect(listbox.scrollTop).toBe(2 * step);
      // Resting on it again scrolls to the end, where the bottom button goes away.
      fireEvent.pointerMove(down!);
      await clock.tick(16 * 50);
      await expect(listbox.scrollTop).toBe(listbox.scrollHeight - listbox.clientHeight);
      await expect(scrollButton(listbox, 'down')).toBeNull();
      await expect(scrollButton(listbox, 'up')).not.toBeNull();
    } finally {
      clock.uninstall();
    }
  },
};
