import { TOOLTIP_DELAY_MS, TOOLTIP_VISIBLE_MS } from '../facts';
import { Portal } from '@ark-ui/react/portal';
import { Tooltip } from '@ark-ui/react/tooltip';
import { useEffect, useState, type PointerEvent } from 'react';
import * as styles from './FloatingChatButton.css';

/** Tooltip text when no active message is stored. @see docs/requirements.md §2 */
export const DEFAULT_TOOLTIP_TEXT = 'Want to discuss something? We are here';

/**
 * How long the bubble waits, once the pointer has left the button, for it to arrive on the bubble
 * (across the gap between them) before closing.
 */
const HOVER_GAP_MS = 300;

/** Props of {@link FloatingChatButton}. */
export interface FloatingChatButtonProps {
  /** The external chat-app link (opened in a new tab). */
  href: string;
  /** The bubble's text (the stored message, or {@link DEFAULT_TOOLTIP_TEXT}). */
  tooltipText: string;
  /** Accessible name of the link. Default `'Chat with us on WhatsApp'`. */
  label?: string;
  /** Delay after mount before the bubble shows, in ms. Default {@link TOOLTIP_DELAY_MS}. */
  tooltipDelayMs?: number;
  /** How long the bubble then stays, in ms. Default {@link TOOLTIP_VISIBLE_MS}. */
  tooltipDurationMs?: number;
}

/**
 * The round chat button fixed at the bottom right: an `<a target="_blank" rel="noopener
 * noreferrer">` to `href`, named `label`. Its tooltip bubble (Ark `Tooltip`, controlled) shows
 * `tooltipDelayMs` after its first render and hides `tooltipDurationMs` later; it also shows while the
 * link or the bubble itself is hovered (Ark's `interactive` tooltip), or the link is keyboard-focused
 * (then describing the link), and Escape hides it (WCAG 2.2 1.4.13, docs/accessibility.md) once
 * what has focus has had it: an Escape that a part the visitor is in takes for itself (calls
 * `preventDefault()`, as `ConfirmationMessage` does) leaves the bubble, and the next one hides it.
 * The site renders it only on `/`. Takes no `ref` or other attributes: it renders its link and a
 * portalled bubble, not one element (packages/ui/README.md, "Composition").
 * @see docs/requirements.md §2 (floating chat button), §4 (tooltip), §9
 */
export function FloatingChatButton({
  href,
  tooltipText,
  label = 'Chat with us on WhatsApp',
  tooltipDelayMs = TOOLTIP_DELAY_MS,
  tooltipDurationMs = TOOLTIP_VISIBLE_MS,
}: FloatingChatButtonProps) {
  const [timedOpen, setTimedOpen] = useState(false);
  const [interactionOpen, setInteractionOpen] = useState(false);
  // The delay counts from the first render (epoch ms), not from whenever React gets to run the
  // effect below: on a busy page that can be a moment later, which would shift the bubble.
  const [mountedAtMs] = useState(Date.now);

  useEffect(() => {
    const elapsedMs = Date.now() - mountedAtMs;
    const show = setTimeout(() => setTimedOpen(true), tooltipDelayMs - elapsedMs);
    const hide = setTimeout(() => setTimedOpen(false), tooltipDelayMs + tooltipDurationMs - elapsedMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [mountedAtMs, tooltipDelayMs, tooltipDurationMs]);

  // Escape hides the bubble only if nothing the visitor is in used it. Ark's own Escape handling
  // (`closeOnEscape`) listens on the document in the capture phase and stops the event, so while
  // the bubble showed, an Escape pressed in 'Welcome aboard!' closed the bubble, not the message.
  const open = timedOpen || interactionOpen;
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setInteractionOpen(false);
      setTimedOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // The pointer on the button or the bubble keeps it, even one its timer showed (that timer's
  // end would otherwise close it under the pointer); leaving both, or Escape, closes it.
  const keepWhileHovered = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') setInteractionOpen(true);
  };

  return (
    <Tooltip.Root
      open={open}
      onOpenChange={({ open }) => {
        setInteractionOpen(open);
        if (!open) setTimedOpen(false);
      }}
      openDelay={0}
      closeOnEscape={false}
      // Hoverable (WCAG 2.2 1.4.13): the pointer can move from the button onto the bubble, across
      // the gap between them, and the bubble stays while it is there; Escape still closes it.
      interactive
      closeDelay={HOVER_GAP_MS}
      closeOnScroll={false}
      positioning={{ placement: 'left', gutter: 12 }}
    >
      <Tooltip.Trigger asChild>
        <a
          className={styles.button}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          onPointerEnter={keepWhileHovered}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.5 4c1.7.7 2.3.8 3.1.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z"
            />
          </svg>
        </a>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner className={styles.positioner}>
          <Tooltip.Content className={styles.bubble} onPointerEnter={keepWhileHovered}>
            <Tooltip.Arrow className={styles.arrow}>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {tooltipText}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
