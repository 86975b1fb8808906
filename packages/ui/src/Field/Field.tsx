import { Field } from '@ark-ui/react/field';
import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import * as styles from './Field.css';
import { FieldFrame, type FieldBaseProps } from './FieldFrame';

type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof FieldBaseProps | 'onChange' | 'children' | 'type' | 'size'
>;

/** Props of {@link TextField}: the shared field props plus native `<input>` attributes. */
export interface TextFieldProps extends FieldBaseProps, NativeInput {
  /** Input type; drives the mobile keyboard. Default `text`. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
}

/**
 * A labelled single-line input on Ark `Field` (label `for`, `aria-required`, `aria-invalid`,
 * helper text in `aria-describedby`, error text in `aria-errormessage`). Controlled:
 * `value` + `onValueChange(value: string)`.
 * @example <TextField label="Email" name="email" type="email" required value={v} onValueChange={setV} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, name, value, onValueChange, required, invalid, errorText, helperText, hideLabel, disabled, className, type = 'text', ...rest },
  ref,
) {
  return (
    <FieldFrame {...{ label, required, invalid, errorText, helperText, hideLabel, disabled, className }}>
      <Field.Input
        ref={ref}
        className={styles.input}
        name={name}
        type={type}
        value={value}
        aria-required={required || undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        {...rest}
      />
    </FieldFrame>
  );
});

type NativeTextarea = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  keyof FieldBaseProps | 'onChange' | 'children'
>;

/** Props of {@link TextAreaField}: the shared field props plus native `<textarea>` attributes. */
export interface TextAreaFieldProps extends FieldBaseProps, NativeTextarea {}

/**
 * A labelled multi-line input on Ark `Field` (same accessibility wiring as {@link TextField}).
 * Default 5 rows, resizable vertically.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, name, value, onValueChange, required, invalid, errorText, helperText, hideLabel, disabled, className, rows = 5, ...rest },
  ref,
) {
  return (
    <FieldFrame {...{ label, required, invalid, errorText, helperText, hideLabel, disabled, className }}>
      <Field.Textarea
        ref={ref}
        className={styles.textarea}
        name={name}
        rows={rows}
        value={value}
        aria-required={required || undefined}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        {...rest}
      />
    </FieldFrame>
  );
});
