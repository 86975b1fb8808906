export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './Field';
export { SelectField, SELECT_TYPEAHEAD_RESET_MS, type SelectFieldProps } from './SelectField';
export { SELECT_SCROLL_INTERVAL_MS } from './SelectScrollButton';
export type { FieldBaseProps } from './FieldFrame';
