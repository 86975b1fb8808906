/**
 * Stories/tests only: real input for what the platform does on its own. Escape's close request
 * (closing a `<dialog>` or a popover) and light dismiss (a click on a dialog's backdrop, or
 * outside a popover) only follow trusted input, which testing-library's `userEvent` cannot
 * produce. When a story runs as a test (Vitest's browser mode), these drive the browser through
 * Playwright; in Storybook's own UI they fall back to the request the platform would make.
 */

/** The part of Vitest's browser-mode `userEvent` (Playwright) used here. */
interface TrustedUserEvent {
  click(element: Element, options?: { position?: { x: number; y: number }; force?: boolean }): Promise<void>;
  keyboard(text: string): Promise<void>;
  tab(options?: { shift?: boolean }): Promise<void>;
}

let trusted: Promise<TrustedUserEvent | null> | undefined;

/** Vitest's browser-mode `userEvent`, or `null` outside Vitest (Storybook's UI). */
function trustedUserEvent(): Promise<TrustedUserEvent | null> {
  trusted ??= import('vitest/browser')
    .then((module) => module.userEvent as unknown as TrustedUserEvent)
    .catch(() => null);
  return trusted;
}

/** The topmost open modal dialog or auto popover, for the fallbacks. */
function topmost(doc: Document): HTMLElement | null {
  const open = [...doc.querySelectorAll<HTMLElement>('dialog:modal, [popover]:popover-open')];
  return open.at(-1) ?? null;
}

/** Presses Escape as a visitor does: the platform closes the topmost dialog or popover. */
export async function pressEscape(doc: Document = document): Promise<void> {
  const user = await trustedUserEvent();
  if (user) return user.keyboard('{Escape}');
  const target = doc.activeElement ?? doc.body;
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  if (!target.dispatchEvent(event)) return;
  const top = topmost(doc);
  if (top instanceof HTMLDialogElement) top.requestClose();
  else top?.hidePopover();
}

/**
 * Presses keys (user-event `keyboard` syntax, e.g. `'{Enter}'`, `' '`) with real input, so the
 * platform's own key handling runs (a `<summary>` toggling on Enter or Space).
 */
export async function pressKey(keys: string): Promise<void> {
  const user = await trustedUserEvent();
  if (!user) throw new Error('pressKey needs the browser test runner (Vitest)');
  return user.keyboard(keys);
}

/** Presses Tab (Shift+Tab with `shift`) as a visitor does: focus moves as the browser decides. */
export async function pressTab(options: { shift?: boolean } = {}): Promise<void> {
  const user = await trustedUserEvent();
  if (!user) throw new Error('pressTab needs the browser test runner (Vitest)');
  return user.tab(options);
}

/**
 * Clicks the point `x`, `y` (CSS pixels from the top left of `element`'s box, which may lie
 * outside it) as a visitor does. A point beside an open modal dialog hits its ::backdrop.
 */
export async function clickAt(element: Element, x: number, y: number): Promise<void> {
  const user = await trustedUserEvent();
  if (user) return user.click(element, { position: { x, y }, force: true });
  const dialog = element instanceof HTMLDialogElement && element.open ? element : null;
  const box = element.getBoundingClientRect();
  const outside = x < 0 || y < 0 || x > box.width || y > box.height;
  if (dialog && outside && dialog.closedBy === 'any') dialog.requestClose();
}

/** Clicks `element` (its centre) with real input. */
export async function clickTrusted(element: Element): Promise<void> {
  const user = await trustedUserEvent();
  if (user) return user.click(element);
  (element as HTMLElement).click();
}
