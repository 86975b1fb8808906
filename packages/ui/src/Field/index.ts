export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './Field';
export { preloadSelectControl, SelectField, type SelectFieldProps } from './SelectField';
export type { FieldBaseProps } from './FieldFrame';
