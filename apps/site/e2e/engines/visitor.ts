/**
 * The engine-neutral visitor the Firefox and WebKit journeys are written against
 * (docs/browsers.md): what a person does on a page — open it, point at a control by its role and
 * accessible name, type, press keys, read what shows — and what a test reads of the page. One
 * implementation drives Playwright (Chromium, Firefox: `playwrightVisitor.ts`), one W3C
 * WebDriver (WebKitGTK: `webdriverVisitor.ts`), so each journey is written once.
 */

/** The three engines: Chromium (the reference), Firefox (Gecko), WebKit (WebKitGTK). */
export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The two widths every engine suite runs at, in CSS px: a phone and a laptop. */
export const VIEWPORTS = {
  390: { width: 390, height: 844 },
  1280: { width: 1280, height: 800 },
} as const;
export type Width = keyof typeof VIEWPORTS;

/** An ARIA role the journeys point at. */
export type Role =
  | 'article'
  | 'button'
  | 'combobox'
  | 'contentinfo'
  | 'dialog'
  | 'group'
  | 'heading'
  | 'img'
  | 'link'
  | 'listbox'
  | 'main'
  | 'navigation'
  | 'option'
  | 'region'
  | 'status'
  | 'tab'
  | 'tablist'
  | 'textbox';

/**
 * What a visitor points at: the `nth` (default the first) element with `role` and, when given,
 * the accessible `name` (a string matches the whole name, whitespace collapsed; a RegExp is
 * tested against it), a heading's `level`, inside `within`; or, with `text`, the smallest element
 * whose visible text is exactly `text` (what a person reads, whatever its role).
 */
export type Target =
  | { role: Role; name?: string | RegExp; level?: number; within?: Target; nth?: number }
  | { text: string; within?: Target; nth?: number };

/** A key as Playwright names it: `Tab`, `Shift+Tab`, `Enter`, `Escape`, `Space`, `ArrowRight`, `F8`. */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowRight' | 'ArrowDown' | 'F8';

/**
 * One visitor in one engine at one viewport. Every method that points at a {@link Target} waits
 * (up to the test's expect timeout) until it is there and visible, as a person waits for what
 * they mean to use; `isVisible`, `count` and `text` read the page as it is now, for
 * `expect.poll`.
 */
export interface Visitor {
  readonly engine: Engine;
  readonly viewport: { width: number; height: number };
  /** Opens a path of the site; returns as soon as the page's first bytes are in (never waits for the app). */
  goto(path: string): Promise<void>;
  /** The current URL's path and query. */
  path(): Promise<string>;
  /** A pointer click on the target (scrolled into view, as a browser does for a click). */
  click(target: Target): Promise<void>;
  /** A pointer click at a point of the viewport (CSS px from its top left). */
  clickAt(x: number, y: number): Promise<void>;
  /** Moves the pointer to a point of the viewport (CSS px from its top left), clicking nothing. */
  pointAt(x: number, y: number): Promise<void>;
  /** Clicks the field, then types `text` into it with the keyboard, key by key. */
  typeInto(target: Target, text: string): Promise<void>;
  /** Presses one key (or a chord such as `Shift+Tab`) on what has focus. */
  press(key: Key): Promise<void>;
  isVisible(target: Target): Promise<boolean>;
  /** How many elements the target names (its `nth` left out). */
  count(target: Target): Promise<number>;
  /** The target's visible text (`innerText`); '' when it is not there. */
  text(target: Target): Promise<string>;
  /** The value of the target's attribute, or null. */
  attribute(target: Target, name: string): Promise<string | null>;
  /**
   * Runs `fn` in the page with `arg` (JSON) and returns its (JSON) result; `fn` must not close
   * over anything (it is sent as source).
   */
  run<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** A PNG of the viewport at `file`. */
  screenshot(file: string): Promise<void>;
  /** From now on the backend answers inserts into `table` with a 500 (a §8 failure). */
  refuseInserts(table: string): Promise<void>;
  /**
   * What went wrong in the pages opened since the visitor was made: uncaught errors, unhandled
   * rejections and Content-Security-Policy violations, one line each (collected by
   * `watchPageProblems`, run before the page's own scripts).
   */
  problems(): Promise<string[]>;
}

/** A target for messages: `button "Send Message"`, `text "Welcome aboard!"`. */
export function describeTarget(target: Target): string {
  const own = 'text' in target ? `text "${target.text}"` : `${target.role}${target.name ? ` "${String(target.name)}"` : ''}`;
  return target.within ? `${own} in ${describeTarget(target.within)}` : own;
}
