/**
 * The two functions of `dom-accessibility-api` the role finder uses (its own types do not
 * resolve under its package.json `exports` with this repository's module resolution).
 */
declare module 'dom-accessibility-api' {
  /** The element's accessible name (accname 1.2). */
  export function computeAccessibleName(element: Element): string;
  /** The element's explicit or implicit ARIA role, or null. */
  export function getRole(element: Element): string | null;
}
