/**
 * Parses PostgREST's query string (`select`, filters, `order`, `limit`, `offset`, `columns`) into
 * plain data. Names are not checked here: `sql.ts` looks every one up in the schema cache.
 */
import { notImplemented, PgrstError } from '../errors';
import { Cursor } from './cursor';

/** `*`, or one column with an optional `alias:`. */
export type SelectItem = { kind: 'star' } | { kind: 'column'; column: string; alias: string | null };

/** Operators taking one value: comparisons, LIKE patterns (`*` means `%`), regexes, array operators. */
export const SIMPLE_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'cs', 'cd', 'ov'] as const;

/** One of {@link SIMPLE_OPERATORS}. */
export type SimpleOperator = (typeof SIMPLE_OPERATORS)[number];

/** What a filter tests. */
export type FilterExpr =
  | { op: SimpleOperator; value: string }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: 'null' | 'true' | 'false' | 'unknown' };

/** `column=[not.]op.value`. */
export interface Filter {
  column: string;
  negate: boolean;
  expr: FilterExpr;
}

/** One `order` term: `column[.asc|.desc][.nullsfirst|.nullslast]`. */
export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** Everything the query string asks for. */
export interface QueryParams {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  /** Rows to return at most; `null` for all. */
  limit: number | null;
  /** Rows to skip. */
  offset: number;
  /** `columns=` of an insert or update: the payload keys to use; `null` when absent. */
  columns: string[] | null;
}

/** Operators PostgREST knows that this stand-in refuses with PGRST127. */
const UNSUPPORTED_OPERATORS = ['sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts', 'isdistinct'];

function noRelationship(table: string, resource: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST200',
    `Could not find a relationship between '${table}' and '${resource}' in the schema cache`,
    `Searched for a foreign key relationship between '${table}' and '${resource}' in the schema 'public', but no matches were found.`,
  );
}

function notEmbedded(resource: string): PgrstError {
  return new PgrstError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );
}

/** Fails on `->` JSON paths and `::` casts, which this stand-in does not support. */
function refuseFieldSuffix(c: Cursor): void {
  if (c.at('->')) throw notImplemented('JSON paths (->, ->>) are not supported by the local backend');
  if (c.at('::')) throw notImplemented('Casts (::type) are not supported by the local backend');
}

function endOfItem(c: Cursor): void {
  c.skipWs();
  if (!c.done && !c.at(',')) c.fail('",", or end of input');
}

/** `select=`: `*`, `name`, `"quoted name"`, `alias:name`, separated by commas. */
export function parseSelect(table: string, value: string): SelectItem[] {
  const c = new Cursor(value, `failed to parse select parameter (${value})`);
  const items: SelectItem[] = [];
  do {
    c.skipWs();
    if (c.eat('*')) {
      items.push({ kind: 'star' });
    } else {
      if (c.eat('..')) throw noRelationship(table, c.fieldName());
      const first = c.fieldName();
      const aliased = c.at(':') && !c.at('::') && c.eat(':');
      const column = aliased ? c.fieldName() : first;
      if (c.at('(') || c.at('!')) throw noRelationship(table, column);
      refuseFieldSuffix(c);
      items.push({ kind: 'column', column, alias: aliased ? first : null });
    }
    endOfItem(c);
  } while (c.eat(','));
  return items;
}

function parseInList(c: Cursor): string[] {
  c.skipWs();
  c.expect('(');
  c.skipWs();
  if (c.eat(')')) return [];
  const values: string[] = [];
  do {
    const start = c.pos;
    let value: string | null = null;
    if (c.eat('"')) {
      let quoted = '';
      while (!c.done && !c.at('"')) {
        if (c.eat('\\') && c.done) break;
        quoted += c.text[c.pos];
        c.pos += 1;
      }
      if (c.eat('"') && (c.at(',') || c.at(')'))) value = quoted;
      else c.pos = start;
    }
    if (value === null) {
      while (!c.done && !c.at(',') && !c.at(')')) c.pos += 1;
      value = c.text.slice(start, c.pos);
    }
    values.push(value);
  } while (c.eat(','));
  c.skipWs();
  c.expect(')', '")"');
  c.skipWs();
  if (!c.done) c.fail('end of input');
  return values;
}

/** A filter's value: `[not.]op.value`, `[not.]in.(a,"b,c")`, `[not.]is.null|true|false|unknown`. */
export function parseFilterValue(column: string, value: string): Filter {
  const c = new Cursor(value, `failed to parse filter (${value})`);
  const negate = c.eat('not.');
  if (c.eat('in.')) return { column, negate, expr: { op: 'in', values: parseInList(c) } };
  if (c.eat('is.')) {
    const word = c.rest().toLowerCase();
    if (word === 'null' || word === 'true' || word === 'false' || word === 'unknown') {
      return { column, negate, expr: { op: 'is', value: word } };
    }
    c.pos -= word.length;
    c.fail('null or trilean value (unknown, true, false)');
  }
  const dot = value.indexOf('.', c.pos);
  if (dot === -1) {
    c.pos = value.length;
    c.fail('"not", operator (eq, gt, ...)');
  }
  const op = value.slice(c.pos, dot);
  const bare = op.replace(/\(.*$/, '');
  if (UNSUPPORTED_OPERATORS.includes(bare)) {
    throw notImplemented(`The ${bare} operator is not supported by the local backend`);
  }
  c.pos = dot + 1;
  if (!(SIMPLE_OPERATORS as readonly string[]).includes(op)) {
    c.fail('', `unknown single value operator ${op}`);
  }
  const raw = c.rest();
  const operand = op === 'like' || op === 'ilike' ? raw.replaceAll('*', '%') : raw;
  return { column, negate, expr: { op: op as SimpleOperator, value: operand } };
}

/** A filter's key: one column name (a dotted path means an embedded resource, refused). */
export function parseFilterKey(key: string): string {
  const c = new Cursor(key, `failed to parse tree path (${key})`);
  const name = c.fieldName();
  if (c.at('.')) throw notEmbedded(name);
  refuseFieldSuffix(c);
  if (!c.done) c.fail('delimiter (.) or end of input');
  return name;
}

/** `order=a.desc.nullslast,b`. */
export function parseOrder(value: string): OrderTerm[] {
  const c = new Cursor(value, `failed to parse order (${value})`);
  const terms: OrderTerm[] = [];
  do {
    c.skipWs();
    const column = c.fieldName();
    if (c.at('(')) throw notImplemented('Ordering by an embedded resource is not supported by the local backend');
    refuseFieldSuffix(c);
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    if (c.eat('.')) {
      if (c.eat('asc')) direction = 'asc';
      else if (c.eat('desc')) direction = 'desc';
      else if (c.eat('nullsfirst')) nulls = 'first';
      else if (c.eat('nullslast')) nulls = 'last';
      else c.fail('"asc", "desc", "nullsfirst" or "nullslast"');
      if (direction !== null && c.eat('.')) {
        if (c.eat('nullsfirst')) nulls = 'first';
        else if (c.eat('nullslast')) nulls = 'last';
        else c.fail('"nullsfirst" or "nullslast"');
      }
    }
    terms.push({ column, direction, nulls });
    endOfItem(c);
  } while (c.eat(','));
  return terms;
}

/** `columns="a","b"` of an insert or update. */
export function parseColumns(value: string): string[] {
  const c = new Cursor(value, `failed to parse columns parameter (${value})`);
  const columns: string[] = [];
  do {
    c.skipWs();
    columns.push(c.fieldName());
    endOfItem(c);
  } while (c.eat(','));
  return columns;
}

function parseCount(name: 'limit' | 'offset', value: string): number {
  if (/^\d+$/.test(value)) return Number(value);
  if (name === 'limit' && /^-\d+$/.test(value)) {
    throw new PgrstError(416, 'PGRST103', 'Requested range not satisfiable', 'Limit should be greater than or equal to zero.');
  }
  return new Cursor(value, `failed to parse ${name} parameter (${value})`).fail('a non-negative integer');
}

const RESERVED = new Set(['select', 'columns', 'on_conflict', 'order', 'limit', 'offset', 'and', 'or']);

/**
 * Parses a request's query string.
 *
 * @param table - the requested table (named in embedding errors).
 * @param entries - the query parameters in order (`url.searchParams`; `+` already means space).
 * @returns the parsed {@link QueryParams}; empty-valued filters, `order`, `limit` and `offset`
 *   are ignored as PostgREST ignores them.
 * @throws {@link PgrstError} 400 PGRST100 (syntax or unknown operator), PGRST108 / PGRST200
 *   (embedding), PGRST127 (`and`, `or`, `on_conflict`, JSON paths, casts), 416 PGRST103.
 */
export function parseQueryParams(table: string, entries: Iterable<[string, string]>): QueryParams {
  const query: QueryParams = { select: [{ kind: 'star' }], filters: [], order: [], limit: null, offset: 0, columns: null };
  let selectSeen = false;
  for (const [key, value] of entries) {
    if (key === 'select') {
      if (!selectSeen) query.select = parseSelect(table, value);
      selectSeen = true;
    } else if (key === 'columns') {
      query.columns ??= parseColumns(value);
    } else if (value === '') {
      continue;
    } else if (key === 'order') {
      query.order.push(...parseOrder(value));
    } else if (key === 'limit' || key === 'offset') {
      query[key] = parseCount(key, value);
    } else if (key === 'on_conflict') {
      throw notImplemented('Upserts (on_conflict) are not supported by the local backend');
    } else if (key === 'and' || key === 'or' || key === 'not.and' || key === 'not.or') {
      throw notImplemented('Logical operators (and, or) are not supported by the local backend');
    } else {
      const last = key.split('.').at(-1) ?? key;
      if (key.includes('.') && RESERVED.has(last) && !key.startsWith('"')) throw notEmbedded(key.split('.')[0] ?? key);
      query.filters.push(parseFilterValue(parseFilterKey(key), value));
    }
  }
  return query;
}
