/**
 * Stories only: the number a counter shows (its visible, `aria-hidden` part, e.g. "3500+").
 * @param root - the counter's root element.
 */
export const shownNumber = (root: HTMLElement) => root.querySelector('[aria-hidden=true]')?.textContent ?? '';

/**
 * Stories only: records every number a counter shows from now on (each change React makes to
 * its visible part), to prove what a visitor could have seen, frame by frame.
 * @param root - the counter's root element.
 * @returns `seen()`: the numbers shown so far, the current one first; `stop()` ends the recording.
 */
export function recordShown(root: HTMLElement): { seen: () => string[]; stop: () => void } {
  const values = [shownNumber(root)];
  const observer = new MutationObserver(() => {
    const now = shownNumber(root);
    if (now !== values.at(-1)) values.push(now);
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return { seen: () => [...values], stop: () => observer.disconnect() };
}
