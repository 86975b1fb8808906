/**
 * Which `match` / `imatch` filter patterns the PGlite engine refuses: those whose cost Postgres'
 * regex engine cannot bound. PGlite runs every statement on the server's one JavaScript thread
 * and cannot interrupt it, so hosted Supabase's per-role `statement_timeout` (anon 3 s,
 * authenticated 8 s) has no equivalent there: a runaway pattern would stop every request until
 * the process is killed. On PostgreSQL the pattern runs and the time limit ends it.
 *
 * @see docs/decisions/0005-statement-timeouts.md
 */

const QUANTIFIER_START = new Set(['*', '+', '?', '{']);

/**
 * Whether the quantifier starting at `pattern[i]` repeats what it applies to more than once:
 * `*`, `+`, `{m,}` and `{m,n}` with n > 1 do; `?`, `{0,1}`, `{1}` and anything else do not.
 */
function repeats(pattern: string, i: number): boolean {
  const c = pattern[i];
  if (c === '*' || c === '+') return true;
  if (c !== '{') return false;
  const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!bound) return false;
  const [, min, comma, max] = bound;
  if (comma === undefined) return Number(min) > 1;
  return max === '' || Number(max) > 1;
}

/** Index just past the bracket expression that starts at `start` (`[`), or the end of `pattern`. */
function skipBracket(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i += 1;
  if (pattern[i] === ']') i += 1; // a leading `]` is a literal
  while (i < pattern.length && pattern[i] !== ']') {
    if (pattern[i] === '[' && (pattern[i + 1] === ':' || pattern[i + 1] === '.' || pattern[i + 1] === '=')) {
      const close = pattern.indexOf(`${pattern[i + 1]}]`, i + 2);
      i = close === -1 ? pattern.length : close + 2;
    } else {
      i += pattern[i] === '\\' ? 2 : 1;
    }
  }
  return i + 1;
}

/**
 * Why a regular expression (Postgres' advanced regular expression syntax, as a `match` /
 * `imatch` filter's value) may run for a time no input bound limits, or null when it may not.
 *
 * Refused: a back reference (`\1` to `\9`, e.g. `(.*)(.*)\2\1`), which Postgres matches by
 * backtracking; and a group repeated by `*`, `+` or `{m,n}` (n > 1) that itself holds a
 * quantifier (`(a+)+`, `(.*)*`, `(a{2,})*`), the classic catastrophic case; an optional group
 * (`(\.\d+)?`) is fine. Everything else (literals, classes, anchors,
 * alternation, single quantifiers, lookahead) is left to Postgres. Conservative: a `\1` inside a
 * bracket expression is taken for a back reference too.
 *
 * @param pattern - the filter's value as PostgREST passes it to `~` / `~*`.
 * @returns a short reason (`a back reference` or `nested quantifiers`), or null.
 */
export function unboundedRegexReason(pattern: string): string | null {
  /** One open group: whether something inside it is quantified. */
  const groups: { quantified: boolean }[] = [{ quantified: false }];
  for (let i = 0; i < pattern.length; ) {
    const c = pattern[i] as string;
    if (c === '\\') {
      if (/[1-9]/.test(pattern[i + 1] ?? '')) return 'a back reference';
      i += 2;
    } else if (c === '[') {
      i = skipBracket(pattern, i);
    } else if (c === '(') {
      groups.push({ quantified: false });
      i += pattern[i + 1] === '?' ? 2 : 1; // `(?:`, `(?=`, `(?!`: not a quantifier
    } else if (c === ')') {
      const closed = groups.length > 1 ? groups.pop() : undefined;
      const quantifiedAfter = QUANTIFIER_START.has(pattern[i + 1] ?? '');
      if (closed?.quantified && repeats(pattern, i + 1)) return 'nested quantifiers';
      const parent = groups[groups.length - 1] as { quantified: boolean };
      parent.quantified ||= Boolean(closed?.quantified) || quantifiedAfter;
      i += 1;
    } else {
      if (QUANTIFIER_START.has(c)) (groups[groups.length - 1] as { quantified: boolean }).quantified = true;
      i += 1;
    }
  }
  return null;
}
