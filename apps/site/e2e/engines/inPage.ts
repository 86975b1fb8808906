/**
 * Functions that run inside the page, in any engine (each is sent as source: no imports, no
 * closures): collecting the page's problems, and the layout facts the cross-engine tests compare.
 */

/** Where {@link watchPageProblems} keeps what it saw. */
declare global {
  interface Window {
    __pageProblems?: string[];
  }
}

/**
 * Installed before the page's own scripts (Playwright's init script; for WebDriver, the first
 * script of the document, see `webkit.ts`): records uncaught errors, unhandled rejections and
 * Content-Security-Policy violations in `window.__pageProblems`.
 */
export function watchPageProblems(): void {
  if (window.__pageProblems) return;
  const problems: string[] = [];
  window.__pageProblems = problems;
  addEventListener('error', (event) => {
    // A resource that failed to load (an image, the map's frame) is not a script error.
    if (event instanceof ErrorEvent) problems.push(`error: ${event.message}`);
  });
  addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push(`CSP violation: ${event.violatedDirective} (${event.blockedURI || 'inline'}) at ${event.sourceFile || location.pathname}:${event.lineNumber}`);
  });
}

/** What {@link watchPageProblems} recorded in this document so far (null: it did not run here). */
export function readPageProblems(): string[] | null {
  return window.__pageProblems ? [...window.__pageProblems] : null;
}

/**
 * Takes off the page's list, from entry `from` on, the reports of an inline `<style>` refused
 * whose source is script evaluated by the test tool (Playwright's screenshot adds one; Firefox
 * names its source `… > eval`; the site itself can evaluate no script, its policy has no
 * `'unsafe-eval'`). Any other report stays. Waits a moment first: the report comes in a task.
 */
export async function forgetToolStyle(from: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const problems = window.__pageProblems;
  if (!problems) return;
  const kept = problems.filter((problem, i) => i < from || !/^CSP violation: style-src-elem \(inline\) at .* > eval:\d+$/.test(decodeURIComponent(problem)));
  problems.splice(0, problems.length, ...kept);
}

/** Whether a click at the element's middle lands on it: it is in view and nothing covers it there. */
export function middleIsHit(el: Element): boolean {
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (box.width === 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
  const hit = document.elementFromPoint(x, y);
  return hit !== null && (hit === el || el.contains(hit));
}

/** One heading, button, link or field the page shows: its role, name and box. */
export interface ShownItem {
  key: string;
  top: number;
  left: number;
  right: number;
}

/** What {@link layoutFacts} reads. */
export interface LayoutFacts {
  innerWidth: number;
  innerHeight: number;
  scrollWidth: number;
  items: ShownItem[];
}

/**
 * The page's layout as a visitor sees it, at the top of the page: the document's width against
 * the viewport's, and every visible heading, button, link and form field outside moving rows
 * (marquees) and carousels' hidden slides, by role and name, with its box.
 */
export function layoutFacts(): LayoutFacts {
  const ROLE_OF: Record<string, string> = { A: 'link', BUTTON: 'button', SUMMARY: 'button', INPUT: 'field', TEXTAREA: 'field', SELECT: 'field' };
  const items: ShownItem[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('h1, h2, h3, a[href], button, summary, input, textarea, select, [role=button], [role=combobox], [role=tab]')) {
    if (el.closest('[aria-hidden="true"], [inert], [aria-roledescription="marquee"]')) continue;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    const role = el.getAttribute('role') ?? ROLE_OF[el.tagName] ?? 'heading';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    if (!name && role !== 'field') continue;
    const carousel = el.closest('[aria-roledescription="slide"]')?.closest('[aria-roledescription="carousel"]');
    const key = carousel ? `${role} in a slide of "${carousel.getAttribute('aria-label')}"` : `${role} "${name || (el as HTMLInputElement).name}"`;
    items.push({ key, top: box.top + scrollY, left: box.left, right: box.right });
  }
  return { innerWidth, innerHeight, scrollWidth: document.documentElement.scrollWidth, items };
}

/**
 * With a modal dialog open: what is hit at the viewport's corners and across its top edge (over
 * the offer banner and the header), as `dialog` when it is the open dialog or its backdrop (a
 * backdrop hit lands on the dialog element), else the tag, id and class of what is hit.
 */
export function hitsAroundModal(): string[] {
  const dialog = document.querySelector('dialog:modal');
  // The viewport without the root's scrollbar, if the engine shows one (no page content is there).
  const w = document.documentElement.clientWidth;
  const h = document.documentElement.clientHeight;
  const points: Array<[number, number]> = [
    [2, 2],
    [w / 2, 2],
    [w - 3, 2],
    [2, h - 3],
    [w - 3, h - 3],
    [w / 4, 20],
    [(3 * w) / 4, 20],
  ];
  return points.map(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    if (dialog && hit && (hit === dialog || dialog.contains(hit))) return 'dialog';
    return hit ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}.${hit.className} at ${Math.round(x)},${Math.round(y)}` : `nothing at ${x},${y}`;
  });
}

/**
 * With a modal dialog open: its box, and the brightest any channel of a pixel behind its
 * backdrop can be (white behind the backdrop's colour at its alpha, 0–255).
 */
export function modalBackdrop(): { box: { left: number; top: number; right: number; bottom: number }; brightestBehind: number } | null {
  const dialog = document.querySelector('dialog:modal');
  if (!dialog) return null;
  const { left, top, right, bottom } = dialog.getBoundingClientRect();
  const [r = 0, g = 0, b = 0, a = 1] = (getComputedStyle(dialog, '::backdrop').backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
  return { box: { left, top, right, bottom }, brightestBehind: Math.round(255 * (1 - a) + Math.max(r, g, b) * a) };
}

/** With a modal dialog open: a point of the viewport on its backdrop (outside the box), or null. */
export function backdropPoint(): { x: number; y: number } | null {
  const dialog = document.querySelector('dialog:modal');
  if (!dialog) return null;
  const box = dialog.getBoundingClientRect();
  const gaps = [
    { size: box.top, x: innerWidth / 2, y: box.top / 2 },
    { size: innerHeight - box.bottom, x: innerWidth / 2, y: (box.bottom + innerHeight) / 2 },
    { size: box.left, x: box.left / 2, y: innerHeight / 2 },
    { size: innerWidth - box.right, x: (box.right + innerWidth) / 2, y: innerHeight / 2 },
  ].sort((a, b) => b.size - a.size);
  const best = gaps[0]!;
  return best.size >= 4 ? { x: Math.round(best.x), y: Math.round(best.y) } : null;
}
