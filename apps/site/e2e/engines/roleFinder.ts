/**
 * The WebDriver visitor's way to find what a person points at, inside the page: elements by ARIA
 * role and accessible name, as Playwright's `getByRole` finds them (roles and names computed by
 * `dom-accessibility-api`, the library Testing Library uses), or by their exact visible text.
 * Bundled into the page's first script by `webkit.ts` (`window.__visitorFind`); WebDriver has no
 * role locator of its own.
 */
import { computeAccessibleName, getRole } from 'dom-accessibility-api';

/** A target as it travels to the page: a RegExp as its source and flags. */
export type WireTarget =
  | { role: string; name?: string | { source: string; flags: string }; level?: number; within?: WireTarget; nth?: number }
  | { text: string; within?: WireTarget; nth?: number };

declare global {
  interface Window {
    __visitorFind?: (target: WireTarget) => Element[];
  }
}

/** Hidden from a visitor and from assistive technology: not rendered, or under `aria-hidden`. */
const hidden = (el: Element) =>
  el.closest('[aria-hidden="true"]') !== null || !el.checkVisibility({ visibilityProperty: true });

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const matches = (name: string, wanted: NonNullable<Extract<WireTarget, { role: string }>['name']>) =>
  typeof wanted === 'string' ? name === collapse(wanted) : new RegExp(wanted.source, wanted.flags).test(name);

/** Every element `target` names, in document order (before `nth`). */
function findAll(target: WireTarget, scopes: Element[]): Element[] {
  const found: Element[] = [];
  for (const scope of scopes) {
    for (const el of scope.querySelectorAll('*')) {
      if (hidden(el)) continue;
      if ('text' in target) {
        const text = collapse((el as HTMLElement).innerText ?? '');
        // The smallest element with the text: none of its children has it all.
        if (text === target.text && ![...el.children].some((child) => collapse((child as HTMLElement).innerText ?? '') === text)) found.push(el);
        continue;
      }
      if (getRole(el) !== target.role) continue;
      if (target.level && el.tagName !== `H${target.level}` && el.getAttribute('aria-level') !== String(target.level)) continue;
      const name = collapse(computeAccessibleName(el));
      // A section is a region only when it has a name (HTML-AAM).
      if (target.role === 'region' && !name) continue;
      if (target.name !== undefined && !matches(name, target.name)) continue;
      found.push(el);
    }
  }
  return found;
}

/** The elements `target` points at (its `nth` only, when given), each scope from `within` first. */
function find(target: WireTarget): Element[] {
  const scopes = target.within ? find(target.within) : [document.documentElement];
  const all = findAll(target, scopes);
  if (target.nth === undefined) return all;
  const one = all[target.nth];
  return one ? [one] : [];
}

window.__visitorFind = find;
