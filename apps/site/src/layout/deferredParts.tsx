/**
 * Parts of the frame that are not needed for the first paint: the toast region and the
 * floating chat button (its tooltip shows after 3 s anyway). `RootLayout` loads this module
 * after the page renders, so their Ark/zag machines (toast, tooltip, popper) stay out of the
 * initial JavaScript. @see issue 5 §3
 */
import { DEFAULT_TOOLTIP_TEXT, FloatingChatButton, type FloatingChatButtonProps } from '@agency/ui';

export { Toaster } from '@agency/ui';

/**
 * The floating chat button with the spec's default tooltip text when no stored message exists.
 * @param props.tooltipText - the stored active message; `undefined` → 'Want to discuss something? We are here'.
 * @see spec §2 (Floating chat button), §8
 */
export function ChatButton({ tooltipText, ...props }: Omit<FloatingChatButtonProps, 'tooltipText'> & { tooltipText?: string }) {
  return <FloatingChatButton {...props} tooltipText={tooltipText ?? DEFAULT_TOOLTIP_TEXT} />;
}
