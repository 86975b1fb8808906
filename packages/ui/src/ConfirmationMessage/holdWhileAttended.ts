/**
 * A countdown that waits while a visitor attends to `element` (WCAG 2.2 2.2.1): it runs
 * `durationMs` and then calls `onDone`, but holds while the pointer is on the element
 * (`pointerenter` … `pointerleave`) or focus is inside it (`focusin` … a `focusout` to outside
 * it); when both have left, it goes on with the time that was left. Time is read with
 * `Date.now()` and counted with `setTimeout`, so a fake clock drives it in tests.
 * @param element - what the visitor attends to (a status message's card).
 * @param durationMs - how long it runs when left alone, in milliseconds.
 * @param onDone - called once, when the time has run out.
 * @returns `release`: stops the countdown and removes the listeners.
 */
export function holdWhileAttended(element: HTMLElement, durationMs: number, onDone: () => void): () => void {
  let remainingMs = durationMs;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = element.contains(element.ownerDocument.activeElement);

  const run = () => {
    if (timer !== undefined || hovered || focused) return;
    startedAt = Date.now();
    timer = setTimeout(() => {
      timer = undefined;
      onDone();
    }, remainingMs);
  };
  const hold = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remainingMs = Math.max(0, remainingMs - (Date.now() - startedAt));
  };
  const onPointerEnter = () => {
    hovered = true;
    hold();
  };
  const onPointerLeave = () => {
    hovered = false;
    run();
  };
  const onFocusIn = () => {
    focused = true;
    hold();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
    focused = false;
    run();
  };

  element.addEventListener('pointerenter', onPointerEnter);
  element.addEventListener('pointerleave', onPointerLeave);
  element.addEventListener('focusin', onFocusIn);
  element.addEventListener('focusout', onFocusOut);
  run();
  return () => {
    hold();
    element.removeEventListener('pointerenter', onPointerEnter);
    element.removeEventListener('pointerleave', onPointerLeave);
    element.removeEventListener('focusin', onFocusIn);
    element.removeEventListener('focusout', onFocusOut);
  };
}
