import { mergeProps } from '@ark-ui/react/utils';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { CloseIcon } from '../internal/icons';
import { DIALOG_AWAITING_APP_ATTRIBUTE, useNativeDialog } from './useNativeDialog';
import * as styles from './Modal.css';

/** What {@link Modal} itself reads. */
interface ModalOwnProps {
  /**
   * The `<dialog>`'s id, for buttons that open it with no JavaScript:
   * `<Button {...openDialogProps(id)}>` (`command="show-modal" commandfor={id}`). Default: a
   * generated id (then only `open` opens it).
   */
  id?: string;
  /**
   * Whether the dialog is open (controlled): an effect calls `showModal()` / `close()` to follow
   * it. Leave it out to let the page's command buttons and the platform own the state.
   */
  open?: boolean;
  /**
   * Called with the state the dialog moved to by itself: `true` when a command button opened it
   * (or it was already open when the app started), `false` on the close button, Escape or a
   * backdrop click. Not called for changes that `open` asked for.
   */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's heading, an `<h2>` (its accessible name, `aria-labelledby`). */
  title: ReactNode;
  /** Text under the title (the accessible description, `aria-describedby`). */
  description?: ReactNode;
  /**
   * The dialog's body, between the header and the footer (e.g. a form). It stays mounted while
   * the dialog is closed, so what a visitor typed is still there when it opens again.
   */
  children?: ReactNode;
  /**
   * Render `children` only once the dialog has first opened (then keep them), for heavy
   * content. Default `false`. A lazy dialog opened before the app starts shows only its header.
   */
  lazyMount?: boolean;
  /** `md` (default, 32rem: forms and messages) or `lg` (56rem: case studies, galleries). */
  size?: 'md' | 'lg';
  /** Actions shown under the content, right-aligned. */
  footer?: ReactNode;
  /** Show the round "Close" button in the corner. Default `true`. */
  showCloseButton?: boolean;
  /**
   * Close on a click on the backdrop (outside the dialog box): `closedby="any"`, else
   * `closedby="closerequest"` (Escape only). Default `true`.
   */
  closeOnBackdropClick?: boolean;
  /** `alertdialog` for messages that need acknowledging. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Centre the header (for short confirmations with an icon). */
  centered?: boolean;
  /** Shown above the title (e.g. a success icon). */
  icon?: ReactNode;
  /** Extra class for the dialog box (the `<dialog>` element). */
  className?: string;
}

/**
 * Props of {@link Modal}: its own and every other `<dialog>` attribute, `ref` included (it points
 * at the `<dialog>`; call `showModal()` on it, or leave that to `open` and the command buttons).
 */
export type ModalProps = ElementProps<'dialog', ModalOwnProps>;

/** True where the platform closes a dialog on a backdrop click by itself (`closedby`, Chrome 134+). */
const supportsClosedBy = () => typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

/**
 * A modal dialog on the native `<dialog>`, rendered in place and always in the DOM (closed, the
 * platform hides it), so it works from the first paint, before the app has started: a button
 * with {@link openDialogProps} opens it, its "Close" button (`command="close"`), Escape and,
 * with `closeOnBackdropClick`, a click on the backdrop close it; the rest of the page is inert
 * while it is open and focus returns to the opener. Once hydrated, React follows `open` and
 * reports the platform's changes through `onOpenChange`; a dialog already open is kept.
 * Toasts render inside the open dialog (see `Toaster`), so they stay visible and announced; Escape
 * on a focused toast dismisses the toast only (Ark cancels that keydown, so no close request).
 * While a toast shows, the box can scroll even its last control clear of it (WCAG 2.2 2.4.11),
 * and it keeps room for a scrollbar from the start, so its content never reflows for one.
 *
 * Takes `ref` and spreads the rest of its props onto its root `<dialog>` (packages/ui/README.md,
 * "Composition"): a consumer's `onClick` runs after the backdrop check, and the attributes the
 * dialog needs (`id`, `aria-labelledby`, `closedby`…) are its own.
 * @see docs/accessibility.md "How the code meets it"
 * @example <Modal id="free-sample" title="Get a Free Sample Thumbnail">…</Modal>
 * <Button {...openDialogProps('free-sample')}>Get a Free Sample</Button>
 * @example <Modal open={open} onOpenChange={setOpen} title="Claim your free sample">…</Modal>
 * @see docs/requirements.md §4 (modals close on backdrop click or the close button)
 */
export function Modal({
  id,
  open,
  onOpenChange,
  title,
  description,
  children,
  lazyMount = false,
  size = 'md',
  footer,
  showCloseButton = true,
  closeOnBackdropClick = true,
  role = 'dialog',
  centered = false,
  icon,
  className,
  ref: forwardedRef,
  ...rest
}: ModalProps) {
  const generatedId = useId();
  const dialogId = id ?? `dialog${generatedId}`;
  const titleId = `${dialogId}-title`;
  const descriptionId = `${dialogId}-description`;
  const { ref: dialogRef, hasOpened, adopted } = useNativeDialog(open, onOpenChange);
  const ref = useComposedRefs(dialogRef, forwardedRef);

  // Browsers without `closedby`: a click on the dialog element itself, outside its box, is a
  // click on its ::backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (!closeOnBackdropClick || event.target !== dialog || supportsClosedBy()) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  };

  return (
    <dialog
      {...mergeProps(rest, { onClick })}
      ref={ref}
      id={dialogId}
      // The platform adds `open` when a visitor opens it before hydration: expected, kept.
      suppressHydrationWarning
      {...(adopted ? {} : { [DIALOG_AWAITING_APP_ATTRIBUTE]: '' })}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : rest['aria-describedby']}
      closedby={closeOnBackdropClick ? 'any' : 'closerequest'}
      className={cx(styles.dialog({ size }), className)}
    >
      <div className={styles.body}>
        <div className={cx(styles.header, centered && styles.centered)}>
          {icon}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
        </div>
        {!lazyMount || hasOpened || open ? children : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
      {showCloseButton ? (
        <button type="button" command="close" commandfor={dialogId} className={styles.closeButton} aria-label="Close">
          <CloseIcon />
        </button>
      ) : null}
    </dialog>
  );
}
