export * from './validation';
export * from './options';
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
