/**
 * Where keyboard focus is, as a person sees it: shared by the Chromium accessibility suite and
 * the engine suites (`engines/keyboard.spec.ts`), so every engine judges a Tab stop alike.
 */
import type { Page } from '@playwright/test';

/** A focused element as the next frame shows it. */
export interface FocusStop {
  /** Tag and accessible label or text, e.g. `a "Contact"`. */
  name: string;
  /** Whether it shows a focus indicator (an outline or a box shadow). */
  indicator: boolean;
  /** How many of five points across it (centre, corners) are in the viewport and hit it. */
  seen: number;
  /** The fixed or sticky boxes that cover any of those points. */
  coveredBy: string[];
}

/**
 * Runs in the page (any engine; sent as source): where focus is, whether it shows a focus
 * indicator, how many of five points across it are in view and hit it, and what fixed content
 * covers it; null when focus is on the document itself or not in the page. Read a frame after the key, which is
 * when a person sees it.
 */
export async function focusStopInPage(): Promise<FocusStop | null> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const el = document.activeElement;
  // A document without focus (focus in the browser's own controls) shows none, whatever its
  // `activeElement`: Firefox moves that element on keys sent to such a page, with no `:focus`.
  if (!el || el === document.body || el === document.documentElement || !document.hasFocus()) return null;
  const style = getComputedStyle(el);
  const indicator =
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  const box = el.getBoundingClientRect();
  // Corners far enough in to be inside a rounded box (a circle's included): a point in a rounded
  // corner hits what is beneath the element, which is no cover.
  const inset = Math.max(2, Math.min(box.width, box.height) * 0.3);
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ] as const;
  /** The fixed or sticky box a hit belongs to, if any. */
  const pinned = (hit: Element) => {
    for (let node: Element | null = hit; node; node = node.parentElement) {
      if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return node;
    }
    return null;
  };
  let seen = 0;
  const coveredBy: string[] = [];
  for (const [x, y] of points) {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit) continue;
    if (hit === el || el.contains(hit)) {
      seen += 1;
      continue;
    }
    const cover = pinned(hit);
    if (cover && !cover.contains(el)) coveredBy.push(cover.tagName.toLowerCase() + (cover.id ? `#${cover.id}` : ''));
  }
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
  return { name: `${el.tagName.toLowerCase()} "${name}"`, indicator, seen, coveredBy };
}

/**
 * {@link focusStopInPage} on a Playwright page. With `clockHeld` (a Playwright clock paused by
 * the test), the frames it waits for are the clock's too, so it runs the clock 40 ms for them.
 */
export const focusStop = async (page: Page, { clockHeld = false }: { clockHeld?: boolean } = {}) => {
  const read = page.evaluate(focusStopInPage);
  if (clockHeld) await page.clock.runFor(40);
  return read;
};
