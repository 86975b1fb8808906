import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { TIME_SLOTS } from '../forms/options';
import { TextAreaField, TextField, type TextFieldProps } from './Field';
import { SelectField } from './SelectField';

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
