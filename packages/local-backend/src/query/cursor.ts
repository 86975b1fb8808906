/**
 * A tiny scanner over one query-parameter value, reporting failures the way PostgREST's Parsec
 * parsers do: PGRST100, message `"failed to parse … (value)" (line 1, column N)`, details
 * `unexpected "x" expecting …`.
 */
import { parseError } from '../errors';

/** Characters of an unquoted PostgREST field name (`pIdentifierChar`: letter, digit, `_`, ` `, `$`). */
const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

/** Scans `text`; `source` names it in errors, e.g. `failed to parse filter (eq.1)`. */
export class Cursor {
  pos = 0;

  constructor(
    readonly text: string,
    readonly source: string,
  ) {}

  /** True at the end of the text. */
  get done(): boolean {
    return this.pos >= this.text.length;
  }

  /** True when the unread text starts with `s`. */
  at(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  /** Consumes `s` if the unread text starts with it. */
  eat(s: string): boolean {
    if (!this.at(s)) return false;
    this.pos += s.length;
    return true;
  }

  /** Consumes `s` or fails expecting it. */
  expect(s: string, expecting = JSON.stringify(s)): void {
    if (!this.eat(s)) this.fail(expecting);
  }

  /** Skips spaces and tabs. */
  skipWs(): void {
    while (this.text[this.pos] === ' ' || this.text[this.pos] === '\t') this.pos += 1;
  }

  /** The unread text, consumed. */
  rest(): string {
    const value = this.text.slice(this.pos);
    this.pos = this.text.length;
    return value;
  }

  /** Fails at the current position: `unexpected <char> expecting <expecting>`, or `details` verbatim. */
  fail(expecting: string, details?: string): never {
    const ch = this.text[this.pos];
    const unexpected = ch === undefined ? 'unexpected end of input' : `unexpected ${JSON.stringify(ch)}`;
    throw parseError(this.source, this.pos + 1, details ?? `${unexpected} expecting ${expecting}`);
  }

  /**
   * A field name (`pFieldName`): a double-quoted name with `\` escapes, or identifier characters
   * joined by `-` (not `->`), trimmed.
   */
  fieldName(): string {
    if (this.eat('"')) {
      let name = '';
      while (!this.done && !this.at('"')) {
        if (this.eat('\\') && this.done) break;
        name += this.text[this.pos];
        this.pos += 1;
      }
      this.expect('"');
      return name;
    }
    const pieces: string[] = [];
    do {
      const start = this.pos;
      while (!this.done && IDENTIFIER_CHAR.test(this.text[this.pos] ?? '')) this.pos += 1;
      if (this.pos === start) this.fail('field name (* or [a..z0..9_$])');
      pieces.push(this.text.slice(start, this.pos).trim());
    } while (this.at('-') && !this.at('->') && this.eat('-'));
    return pieces.join('-');
  }
}
