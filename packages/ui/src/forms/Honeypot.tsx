import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Honeypot.css';
import { HONEYPOT_FIELD_NAME } from './honeypotField';

/**
 * The bot trap of the public forms: a text input named {@link HONEYPOT_FIELD_NAME} ('website',
 * labelled "Website") that humans never see or reach — its wrapper is visually hidden, takes no
 * space in the layout and is `aria-hidden="true"`; the input is out of the tab order
 * (`tabIndex={-1}`) and not autofilled (`autoComplete="off"`). Uncontrolled: render it inside a
 * form driven by {@link useFormController}, which drops a submission (no `onSubmit`, but the
 * normal success) when it holds anything. Takes `ref` and spreads its props (any `<div>`
 * attribute but `children`) onto its root `<div>`, which stays hidden (packages/ui/README.md,
 * "Composition").
 * @example <form onSubmit={handleSubmit}>…<Honeypot /></form>
 * @see docs/requirements.md §5 (the honeypot on the public forms)
 */
export function Honeypot({ className, ...rest }: Omit<ComponentPropsWithRef<'div'>, 'children'>) {
  const id = useId();
  return (
    <div {...rest} className={cx(styles.root, className)} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
