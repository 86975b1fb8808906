/**
 * What a page shows when the browser runs no script (JavaScript off: `@media (scripting: none)`),
 * so that nothing there looks ready and does nothing (docs/accessibility.md, "Without
 * JavaScript"). Attributes to spread on an element; `theme/global.css.ts` styles them. While the
 * app's code is only late (script on, not yet run), none of this applies: the kept-taps script
 * keeps the visitor's taps until the part can act (`KeptTaps`).
 */

/** On a control only the app runs (a pause button, a carousel's controls, the category tabs): not shown when no script runs. */
export const SCRIPT_ONLY = { 'data-script-only': '' } as const;

/**
 * On a form that sends only through the app: when no script runs, everything in it is hidden
 * except its {@link WITHOUT_SCRIPT} note, which says how to reach the agency instead.
 */
export const SCRIPT_FORM = { 'data-script-form': '' } as const;

/**
 * On what shows only when no script runs (a form's note in place of its fields): `hidden`, so it
 * stays out of view and out of the accessibility tree even before the stylesheet has loaded;
 * the stylesheet shows it when no script runs.
 */
export const WITHOUT_SCRIPT = { 'data-without-script': '', hidden: true } as const;
