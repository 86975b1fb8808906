/**
 * A part of the frame that is not needed for the first paint: the floating chat button (its
 * tooltip shows after 3 s anyway). `RootLayout` loads this module after the page renders, so
 * the tooltip's Ark/zag machines and positioning (popper) stay out of the initial JavaScript.
 * The toast region is not here: it comes with the app, so a toast never waits for this code.
 * @see docs/architecture.md "The first view"
 */
import { TOOLTIP_DELAY_MS } from '@agency/domain';
import { DEFAULT_TOOLTIP_TEXT, FloatingChatButton, type FloatingChatButtonProps } from '@agency/ui';
import { useState } from 'react';
import { arrivedAtMs } from './arrival';

/** Props of {@link ChatButton}. */
export type ChatButtonProps = Omit<FloatingChatButtonProps, 'tooltipText'> & {
  /** The stored active message; `undefined` → 'Want to discuss something? We are here'. */
  tooltipText?: string;
  /** `location.key` of the home page visit: the tooltip delay counts from the arrival there. */
  arrivalKey: string;
};

/**
 * The floating chat button with the required default tooltip text when no stored message exists.
 * Loaded on demand, it mounts a moment after the visitor arrives on `/`; its tooltip still
 * appears `tooltipDelayMs` after the arrival (not after the mount), then stays
 * `tooltipDurationMs`.
 * @see docs/requirements.md §2 (Floating chat button), §4 (tooltip: visible after 3 s, hidden after 6 s), §8
 */
export function ChatButton({ tooltipText, arrivalKey, tooltipDelayMs = TOOLTIP_DELAY_MS, ...props }: ChatButtonProps) {
  const [delayFromMountMs] = useState(() => Math.max(0, tooltipDelayMs - (Date.now() - arrivedAtMs(arrivalKey))));
  return (
    <FloatingChatButton
      {...props}
      tooltipDelayMs={delayFromMountMs}
      tooltipText={tooltipText ?? DEFAULT_TOOLTIP_TEXT}
    />
  );
}
