/**
 * Invoker Commands (HTML: `<button command commandfor>`, Chrome 135+, Firefox 144+, Safari
 * 26.2+): a button that opens or closes a `<dialog>` (or shows a popover) by itself, before any
 * script runs. React 19 passes the lowercase attributes through to the DOM; `@types/react` 19.3
 * does not type them yet, so this module adds them to every `<button>` (and to the library's
 * `Button`, whose props are a `<button>`'s attributes). It is part of the published types.
 */
declare module 'react' {
  // The type parameter must be named as in @types/react for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /**
     * What the button does to its `commandfor` element when pressed: `show-modal`, `close` or
     * `request-close` for a `<dialog>`; `toggle-popover`, `show-popover`, `hide-popover` for a
     * popover; or a custom `--name` (a `command` event only).
     */
    command?: InvokerCommand | undefined;
    /** The id of the element the button's `command` acts on (e.g. a {@link Modal}'s `id`). */
    commandfor?: string | undefined;
  }
}

/** The built-in commands of Invoker Commands, plus custom `--name` commands. */
export type InvokerCommand =
  | 'show-modal'
  | 'close'
  | 'request-close'
  | 'toggle-popover'
  | 'show-popover'
  | 'hide-popover'
  | `--${string}`;

/** The attributes {@link openDialogProps} returns, to spread on a `<button>` or `Button`. */
export interface OpenDialogProps {
  /** Always `show-modal`. */
  command: 'show-modal';
  /** The dialog's id. */
  commandfor: string;
  /** Always `dialog`: tells assistive technology the button opens one. */
  'aria-haspopup': 'dialog';
}

/**
 * The attributes that make a button open the modal dialog `id` by itself (no JavaScript: the
 * platform calls `showModal()`, and focus returns to the button when the dialog closes).
 * @param id - the `id` given to the {@link Modal} (or any `<dialog>`).
 * @returns `{ command: 'show-modal', commandfor: id, 'aria-haspopup': 'dialog' }`.
 * @example <Button {...openDialogProps('free-sample')}>Get a Free Sample</Button>
 */
export function openDialogProps(id: string): OpenDialogProps {
  return { command: 'show-modal', commandfor: id, 'aria-haspopup': 'dialog' };
}

/**
 * The attributes that make a button inside (or outside) the dialog `id` close it by itself.
 * @param id - the dialog's `id`.
 * @returns `{ command: 'close', commandfor: id }`.
 * @example <Button {...closeDialogProps(id)}>Close</Button>
 */
export function closeDialogProps(id: string): { command: 'close'; commandfor: string } {
  return { command: 'close', commandfor: id };
}
