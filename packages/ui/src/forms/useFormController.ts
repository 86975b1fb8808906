import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useCallback, useEffect, useRef, useState, type FormEvent, type Ref, type RefCallback } from 'react';
import { useKeptTaps, type KeptTapsProps } from '../KeptTaps';
import { showToast } from '../Toaster/toastStore';
import { clearHoneypot, isHoneypotFilled } from './honeypotField';
import { validateForm, type FormRules } from './validate';

/** What every form's `onSubmit` resolves to: `{}` on success, `{ error }` on failure. */
export interface SubmitResult {
  /** Why the submission failed; the form keeps the visitor's values. */
  error?: string;
}

/** A form's submit handler: receives the trimmed values and resolves when the call is done. */
export type SubmitHandler<V> = (values: V) => Promise<SubmitResult>;

/**
 * What a submission caught by the honeypot "sends": nothing, reported as a success so the bot
 * sees exactly what a human would. @see docs/requirements.md §5 (the honeypot)
 */
const dropSubmission = async (): Promise<SubmitResult> => ({});

/** Options of {@link useFormController}. */
export interface FormControllerOptions<K extends string, V> {
  /** Values the form starts with and resets to after a successful submit. */
  initialValues: Record<K, string>;
  /** Validation rules (missing fields, email, optional link). */
  rules: FormRules<K>;
  /**
   * Sends the values; while pending the submit button is disabled and shows its pending label.
   * Never called when the form's {@link Honeypot} holds anything.
   */
  onSubmit: SubmitHandler<V>;
  /** Called after a successful submit, once the form has reset (also after a dropped bot submission). */
  onSuccess?: () => void;
  /** The form component's consumer's `ref` to the `<form>`: `formProps.ref` sets it too. */
  ref?: Ref<HTMLFormElement>;
}

/** The props a field needs from the controller (spread onto `TextField`, `SelectField`...). */
export interface BoundField {
  /** The field's name, a key of the form's values. */
  name: string;
  /** The field's current value. */
  value: string;
  /** Sets the field's value in the form's state. */
  onValueChange: (value: string) => void;
  /** Whether the field failed the last validation (marks it `aria-invalid`). */
  invalid: boolean;
  /** The field's validation message, if it has one. */
  errorText?: string;
}

/**
 * State of one of the site's forms: controlled values, per-field errors and the pending flag.
 * `handleSubmit` validates (showing the destructive toast of docs/requirements.md §5, marking fields `aria-invalid`
 * and focusing the first one), then awaits `onSubmit` once (a double click never submits twice);
 * on `{ error }` (or a rejected promise) values are kept, on success the form resets and
 * `onSuccess` runs.
 *
 * Honeypot: when the form renders a {@link Honeypot} and it holds anything once validation has
 * passed, the submission is silently dropped — `onSubmit` is not called, nothing is sent, and
 * the form goes through the same pending → reset → `onSuccess` path as a success (honeypot
 * emptied too). Validation runs first, as for a human: a bot whose fields fail validation gets
 * the validation toast, a bot that fills every field validly gets the normal success, so the
 * answers never tell a bot it was caught. The double-submit guard applies to both paths.
 *
 * Before the app starts: what the visitor typed into the prerendered fields is adopted into the
 * form's state when it hydrates (React keeps typed text on screen but not in state), and a submit
 * made before then is kept by the page's kept-taps script and replayed once the typed values are
 * in state (see `KeptTaps`). Spread `formProps` on the `<form>`.
 * @see docs/requirements.md §4, §5 (states, validation, the honeypot)
 * @returns `{ values, pending, field(name), handleSubmit, setValue, formProps }`; `formProps` is
 *   `{ ref, 'data-keep-taps', noValidate, onSubmit }` for the `<form>` element (`ref` sets the
 *   controller's own and the one given in the options).
 */
export function useFormController<K extends string, V>({
  initialValues,
  rules,
  onSubmit,
  onSuccess,
  ref,
}: FormControllerOptions<K, V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const [adopted, setAdopted] = useState(false);
  const keptTaps = useKeptTaps<HTMLFormElement>(adopted);
  const formRef = useComposedRefs(keptTaps.ref, ref);

  // Once, after hydration: text typed into the prerendered fields before the app started.
  useEffect(() => {
    const form = keptTaps.ref.current;
    const typed: Partial<Record<K, string>> = {};
    for (const name of Object.keys(initialValues) as K[]) {
      const control = form?.elements.namedItem(name);
      const isText = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement;
      if (isText && control.value !== initialValues[name]) typed[name] = control.value;
    }
    // The DOM before hydration is an outside source: its typed text is synced into state once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setValues((prev) => ({ ...prev, ...typed }));
    setAdopted(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: later changes come through onValueChange
  }, []);

  const setValue = useCallback((name: K, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => {
      if (!(name in prev)) return prev;
      const next = { ...prev };
      delete next[name];
      return next;
    });
  }, []);

  const field = (name: K): BoundField => ({
    name,
    value: values[name],
    onValueChange: (value: string) => setValue(name, value),
    invalid: errors[name] !== undefined,
    errorText: errors[name],
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pendingRef.current) return;
    const form = event.currentTarget;
    const result = validateForm(values, rules);
    if (!result.ok) {
      setErrors(result.errors);
      showToast({ title: result.title, description: result.description, variant: 'destructive' });
      const first = Object.keys(result.errors)[0];
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});
    const send: SubmitHandler<V> = isHoneypotFilled(form) ? dropSubmission : onSubmit;
    pendingRef.current = true;
    setPending(true);
    let succeeded: boolean;
    try {
      const outcome = await send(result.payload as V);
      succeeded = !outcome?.error;
    } catch {
      succeeded = false;
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
    if (succeeded) {
      clearHoneypot(form);
      setValues(initialValues);
      onSuccess?.();
    }
  };

  const formProps: Omit<KeptTapsProps<HTMLFormElement>, 'ref'> & {
    ref: RefCallback<HTMLFormElement>;
    noValidate: true;
    onSubmit: typeof handleSubmit;
  } = {
    ...keptTaps,
    ref: formRef,
    noValidate: true,
    onSubmit: handleSubmit,
  };
  return { values, pending, field, handleSubmit, setValue, formProps };
}
