export * from './validation';
export * from './options';
export { browserTimeZone, isVisitorTimeZone, timeSlotOptions } from './visitorTime';
export { Honeypot } from './Honeypot';
export { HONEYPOT_FIELD_NAME } from './honeypotField';
export { validateForm, type FormRules, type FormValidation } from './validate';
export {
  useFormController,
  type BoundField,
  type FormControllerOptions,
  type SubmitHandler,
  type SubmitResult,
} from './useFormController';
export { WithoutScriptNote, WITHOUT_SCRIPT_NOTE } from './WithoutScriptNote';
