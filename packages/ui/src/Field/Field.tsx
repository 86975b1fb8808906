import { Field } from '@ark-ui/react/field';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Field.css';
import { FieldFrame, type FieldBaseProps } from './FieldFrame';

type NativeInput = Omit<
  ComponentPropsWithRef<'input'>,
  keyof FieldBaseProps | 'onChange' | 'children' | 'type' | 'size'
>;

/** Props of {@link TextField}: the shared field props plus native `<input>` attributes, `ref` included. */
export interface TextFieldProps extends FieldBaseProps, NativeInput {
  /** Input type; drives the mobile keyboard. Default `text`. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
}

/**
 * A labelled single-line input on Ark `Field` (label `for`, `aria-required`, `aria-invalid`,
 * helper text in `aria-describedby`, error text in `aria-errormessage`). Controlled:
 * `value` + `onValueChange(value: string)`. Composes as a form control does (packages/ui/README.md,
 * "Composition"): `ref` and the rest of its props go to the `<input>`, `className` to the field's
 * root `<div>`.
 * @example <TextField label="Email" name="email" type="email" required value={v} onValueChange={setV} />
 */
export function TextField({
  label,
  name,
  value,
  onValueChange,
  required,
  invalid,
  errorText,
  helperText,
  hideLabel,
  disabled,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <FieldFrame {...{ label, required, invalid, errorText, helperText, hideLabel, disabled, className }}>
      <Field.Input
        {...rest}
        className={styles.input}
        name={name}
        type={type}
        value={value}
        aria-required={required || undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}

type NativeTextarea = Omit<
  ComponentPropsWithRef<'textarea'>,
  keyof FieldBaseProps | 'onChange' | 'children'
>;

/** Props of {@link TextAreaField}: the shared field props plus native `<textarea>` attributes, `ref` included. */
export interface TextAreaFieldProps extends FieldBaseProps, NativeTextarea {}

/**
 * A labelled multi-line input on Ark `Field` (same accessibility wiring as {@link TextField}).
 * Default 5 rows, resizable vertically. `ref` and the rest of its props go to the `<textarea>`,
 * `className` to the field's root `<div>` (packages/ui/README.md, "Composition").
 */
export function TextAreaField({
  label,
  name,
  value,
  onValueChange,
  required,
  invalid,
  errorText,
  helperText,
  hideLabel,
  disabled,
  className,
  rows = 5,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ label, required, invalid, errorText, helperText, hideLabel, disabled, className }}>
      <Field.Textarea
        {...rest}
        className={styles.textarea}
        name={name}
        rows={rows}
        value={value}
        aria-required={required || undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}
