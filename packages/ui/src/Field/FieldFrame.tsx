import { Field } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './Field.css';

/** Props every field shares (text, textarea and select). */
export interface FieldBaseProps {
  /** Visible label text (always rendered as a `<label>`; visually hidden with `hideLabel`). */
  label: string;
  /** Form control name (also used to focus the first invalid field). */
  name: string;
  /** Current value (the fields are controlled). */
  value: string;
  /** Called with the new value on every change. */
  onValueChange: (value: string) => void;
  /** Marks the field required: `required`, `aria-required="true"` and a "*" after the label. */
  required?: boolean;
  /** Marks the field `aria-invalid` and shows `errorText`. */
  invalid?: boolean;
  /** Text shown under an invalid field (linked with `aria-errormessage`). */
  errorText?: string;
  /** Hint under the field (linked with `aria-describedby`). */
  helperText?: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** Disable the control. */
  disabled?: boolean;
  /** Class name of the field's root. */
  className?: string;
}

/** What {@link FieldFrame} itself reads. */
type FieldFrameOwnProps = Omit<FieldBaseProps, 'name' | 'value' | 'onValueChange'> & {
  /** The control renders its own label (the select uses `Select.Label` with {@link LabelText}). */
  ownLabel?: boolean;
  children: ReactNode;
};

/**
 * Ark `Field.Root` + label + helper + error text around one control. Takes `ref` and spreads the
 * rest of its props onto the root `<div>`.
 */
export function FieldFrame({
  label,
  required,
  invalid,
  errorText,
  helperText,
  hideLabel,
  disabled,
  className,
  ownLabel,
  children,
  ...rest
}: ElementProps<'div', FieldFrameOwnProps>) {
  return (
    <Field.Root
      {...rest}
      className={cx(styles.root, className)}
      required={required}
      invalid={invalid}
      disabled={disabled}
    >
      {ownLabel ? null : (
        <Field.Label className={labelClassName(hideLabel)}>
          <LabelText label={label} required={required} />
        </Field.Label>
      )}
      {children}
      {helperText ? <Field.HelperText className={styles.helper}>{helperText}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText className={styles.error}>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** @returns the class of a field label, visible or visually hidden. */
export const labelClassName = (hideLabel?: boolean) => (hideLabel ? visuallyHidden : styles.label);

/** The label text plus the required "*" (aria-hidden; `aria-required` carries the meaning). */
export function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required ? <Field.RequiredIndicator className={styles.requiredMark}>*</Field.RequiredIndicator> : null}
    </>
  );
}
