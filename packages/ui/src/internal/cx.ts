/**
 * Joins class names, skipping falsy values.
 * @returns a space-separated class list (possibly empty).
 */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
