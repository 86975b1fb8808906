import { mergeProps } from '@ark-ui/react/utils';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as dialogStyles from '../Dialog/Modal.css';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { CheckIcon, CloseIcon } from '../internal/icons';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { holdWhileAttended } from './holdWhileAttended';
import * as styles from './ConfirmationMessage.css';

/** What {@link ConfirmationMessage} itself reads. */
interface ConfirmationMessageOwnProps {
  /** Whether the message shows (controlled). */
  open: boolean;
  /** Called with `false` when it closes itself, or the visitor closes it (its "Close" button, Escape). */
  onOpenChange: (open: boolean) => void;
  /** The title, word for word. Default `'Welcome aboard!'` (docs/requirements.md §4). */
  title?: ReactNode;
  /** The message under the title. Default none. */
  description?: ReactNode;
  /**
   * Milliseconds the message stays when left alone, from when it opens (4000 on home, 2000
   * elsewhere: docs/requirements.md §4, §9). Each opening starts it afresh.
   */
  autoCloseMs: number;
  /** Extra class for the card (`<section>`). */
  className?: string;
}

/**
 * Props of {@link ConfirmationMessage}: its own and every other attribute of its card, the
 * `<section>` popover, `ref` included (its live region stays its own).
 */
export type ConfirmationMessageProps = ElementProps<'section', ConfirmationMessageOwnProps>;

/**
 * The success confirmation shown after a lead form is sent: a status message (WCAG 2.2 4.1.3),
 * not a dialog. A check icon, "Welcome aboard!" and a message in a card with a "Close" button,
 * a manual `popover` (so in the top layer, above the sticky header, the offer banner and the
 * toasts), centred across the page just below the focused control (above it if there is no room
 * below: it never covers it, WCAG 2.2 2.4.11), or in the middle of the viewport when nothing has
 * focus.
 *
 * - **It never takes focus**, so the page stays where the visitor was. It opens with the focused
 *   element (after a form dialog closes, the button that opened it) as its `source`: the next Tab
 *   goes into the card (its "Close" button), the one after out to the page again. Escape, or
 *   "Close", closes it and returns focus to that element.
 * - **Announced reliably**: a polite live region (`role="status"`) that is always in the page,
 *   outside the card, receives the title and the message once the card shows. Screen readers
 *   announce changes to a live region they already know; a region that appears with its text
 *   already in it (a popover or a dialog being shown) is announced by some and silently skipped
 *   by others, so the card itself is not the live region.
 * - **Timing adjustable (WCAG 2.2 2.2.1)**: it closes itself `autoCloseMs` after opening when left
 *   alone, and waits while the pointer is on the card or focus is inside it; once both have left,
 *   it goes on with the time that was left.
 * Takes `ref` and spreads the rest of its props onto the card (packages/ui/README.md,
 * "Composition"); a consumer's `onKeyDown` runs after its own.
 * @example <ConfirmationMessage open={done} onOpenChange={setDone} autoCloseMs={4000} description="We have your request." />
 * @see docs/requirements.md §4 (Success confirmation), §9; docs/accessibility.md (Timing and status)
 */
export function ConfirmationMessage({
  open,
  onOpenChange,
  title = 'Welcome aboard!',
  description,
  autoCloseMs,
  className,
  ref,
  ...rest
}: ConfirmationMessageProps) {
  const titleId = `confirmation${useId()}`;
  const card = useRef<HTMLElement>(null);
  const cardRef = useComposedRefs(card, ref);
  // Where focus goes back to when the visitor closes it from inside.
  const source = useRef<HTMLElement | null>(null);
  // What the live region says: filled once the card shows, so the change is announced.
  const [announced, setAnnounced] = useState(false);
  const close = useEffectEvent(() => onOpenChange(false));

  useEffect(() => {
    const box = card.current;
    if (!open || !box) return undefined;
    const focused = box.ownerDocument.activeElement;
    source.current = focused instanceof HTMLElement && focused !== box.ownerDocument.body ? focused : null;
    box.toggleAttribute(styles.ANCHORED_ATTRIBUTE, source.current !== null);
    box.showPopover(source.current ? { source: source.current } : undefined);
    setAnnounced(true);
    const release = holdWhileAttended(box, autoCloseMs, close);
    return () => {
      release();
      setAnnounced(false);
      const hadFocus = box.contains(box.ownerDocument.activeElement);
      if (box.matches(':popover-open')) box.hidePopover();
      if (hadFocus) source.current?.focus();
    };
  }, [open, autoCloseMs]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onOpenChange(false);
  };

  return (
    <>
      <p role="status" className={visuallyHidden}>
        {announced ? (
          <>
            {title} {description}
          </>
        ) : null}
      </p>
      <section
        {...mergeProps(rest, { onKeyDown })}
        ref={cardRef}
        popover="manual"
        aria-labelledby={titleId}
        className={cx(styles.card, className)}
      >
        <div className={styles.content}>
          <span className={dialogStyles.statusIcon}>
            <CheckIcon />
          </span>
          <h2 id={titleId} className={dialogStyles.title}>
            {title}
          </h2>
          {description ? <div className={dialogStyles.description}>{description}</div> : null}
        </div>
        <button type="button" className={dialogStyles.closeButton} aria-label="Close" onClick={() => onOpenChange(false)}>
          <CloseIcon />
        </button>
      </section>
    </>
  );
}
