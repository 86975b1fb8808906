/**
 * Unit tests of the pure parts: PostgREST's query grammar, header negotiation, the SQLSTATE to
 * status table, function resolution and its hints, `x-forwarded-for`, and the queue that keeps
 * PGlite's single connection to one request at a time.
 */
import { describe, expect, it } from 'vitest';
import { SerialQueue } from '../src/db';
import { fromPostgresError, PgrstError, statusForSqlState } from '../src/errors';
import { closestMatch, levenshteinSimilarity } from '../src/fuzzy';
import { resolveRoutine, type Routine, type RoutineParam } from '../src/routines';
import { withForwardedFor } from '../src/session';
import { negotiateAccept, parsePrefer } from '../src/query/headers';
import { parseFilterValue, parseOrder, parseQueryParams, parseSelect } from '../src/query/parse';

function thrown(fn: () => unknown): PgrstError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PgrstError) return e;
    throw e;
  }
  throw new Error('expected a PgrstError');
}

describe('select', () => {
  it('parses *, names, quoted names and aliases, trimming spaces', () => {
    expect(parseSelect('t', '*, id ,"odd name",alias:imageUrl')).toEqual([
      { kind: 'star' },
      { kind: 'column', column: 'id', alias: null },
      { kind: 'column', column: 'odd name', alias: null },
      { kind: 'column', column: 'imageUrl', alias: 'alias' },
    ]);
  });

  it('reports the position of a syntax error', () => {
    expect(thrown(() => parseSelect('t', 'id,,x')).toJSON()).toEqual({
      code: 'PGRST100',
      message: '"failed to parse select parameter (id,,x)" (line 1, column 4)',
      details: 'unexpected "," expecting field name (* or [a..z0..9_$])',
      hint: null,
    });
  });
});

describe('filters', () => {
  it('parses every operator, not., in lists with quotes and is values', () => {
    expect(parseFilterValue('c', 'not.gte.5')).toEqual({ column: 'c', negate: true, expr: { op: 'gte', value: '5' } });
    expect(parseFilterValue('c', 'eq.a.b')).toEqual({ column: 'c', negate: false, expr: { op: 'eq', value: 'a.b' } });
    expect(parseFilterValue('c', 'in.(a,"b,c","d\\"e",)').expr).toEqual({ op: 'in', values: ['a', 'b,c', 'd"e', ''] });
    expect(parseFilterValue('c', 'in.()').expr).toEqual({ op: 'in', values: [] });
    expect(parseFilterValue('c', 'is.NULL').expr).toEqual({ op: 'is', value: 'null' });
    expect(parseFilterValue('c', 'ilike.*Ab*').expr).toEqual({ op: 'ilike', value: '%Ab%' });
  });

  it('names an unknown operator like PostgREST', () => {
    const error = thrown(() => parseFilterValue('c', 'between.1'));
    expect([error.status, error.code, error.details]).toEqual([400, 'PGRST100', 'unknown single value operator between']);
  });

  it('refuses full-text and range operators as not implemented rather than guessing', () => {
    expect(thrown(() => parseFilterValue('c', 'fts(english).cat')).code).toBe('PGRST127');
  });
});

describe('order and the query string', () => {
  it('parses directions and null placement', () => {
    expect(parseOrder('a.desc.nullslast,b,c.nullsfirst')).toEqual([
      { column: 'a', direction: 'desc', nulls: 'last' },
      { column: 'b', direction: null, nulls: null },
      { column: 'c', direction: null, nulls: 'first' },
    ]);
  });

  it('collects select, filters, order, limit, offset, columns; ignores empty filters', () => {
    const q = parseQueryParams('t', new URLSearchParams('select=a&x=eq.1&y=&order=a.desc&limit=5&offset=10&columns="a","b"'));
    expect(q).toEqual({
      select: [{ kind: 'column', column: 'a', alias: null }],
      filters: [{ column: 'x', negate: false, expr: { op: 'eq', value: '1' } }],
      order: [{ column: 'a', direction: 'desc', nulls: null }],
      limit: 5,
      offset: 10,
      columns: ['a', 'b'],
    });
  });
});

describe('headers', () => {
  it('reads Prefer tokens from one or several headers', () => {
    expect(parsePrefer('count=exact, return=representation')).toEqual({ return: 'representation', count: 'exact', missing: null });
    expect(parsePrefer(['missing=default', 'return=headers-only'])).toEqual({ return: 'minimal', count: null, missing: 'default' });
  });

  it('negotiates Accept: object, array, stripped nulls, or 406', () => {
    expect(negotiateAccept('application/vnd.pgrst.object+json')).toEqual({ kind: 'object', stripNulls: false });
    expect(negotiateAccept('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({ kind: 'array', stripNulls: true });
    expect(negotiateAccept('text/html, */*;q=0.8')).toEqual({ kind: 'array', stripNulls: false });
    expect(thrown(() => negotiateAccept('text/csv')).status).toBe(406);
  });
});

describe('SQLSTATE to HTTP status (PostgREST table)', () => {
  it.each([
    ['42501', false, 401],
    ['42501', true, 403],
    ['23505', true, 409],
    ['23503', true, 409],
    ['23514', true, 400],
    ['23502', true, 400],
    ['22P02', true, 400],
    ['42P01', true, 404],
    ['42703', true, 400],
    ['53300', true, 503],
    ['XX000', true, 500],
    ['PT429', false, 429],
    ['PT402', true, 402],
    ['PT4Z9', true, 500],
    ['PT099', true, 500],
    ['P0001', true, 400],
    ['P0002', true, 500],
  ] as const)('%s (authenticated: %s) -> %i', (code, authenticated, status) => {
    expect(statusForSqlState(code, 'msg', authenticated)).toBe(status);
  });

  it('a PTxyz error keeps its message as reason phrase; other errors get the standard one', () => {
    const limited = fromPostgresError({ code: 'PT429', message: 'Too many requests', detail: 'd', hint: 'h' }, false);
    expect([limited.status, limited.statusText, limited.headers, limited.toJSON()]).toEqual([
      429, 'Too many requests', {}, { code: 'PT429', details: 'd', hint: 'h', message: 'Too many requests' },
    ]);
    expect(fromPostgresError({ code: 'PT401', message: 'No' }, true).headers).toEqual({ 'WWW-Authenticate': 'Bearer' });
    expect(fromPostgresError({ code: 'PTABC', message: 'odd' }, true).statusText).toBeNull();
    expect(fromPostgresError({ code: '23514', message: 'check' }, true).statusText).toBeNull();
  });
});

describe('x-forwarded-for', () => {
  it('is set to the socket address when absent or blank, an IPv4-mapped address unmapped', () => {
    expect(withForwardedFor({ accept: '*/*' }, '::ffff:192.0.2.7')).toEqual({ accept: '*/*', 'x-forwarded-for': '192.0.2.7' });
    expect(withForwardedFor({}, '::1')).toEqual({ 'x-forwarded-for': '::1' });
    expect(withForwardedFor({ 'x-forwarded-for': ' ' }, '127.0.0.1')).toEqual({ 'x-forwarded-for': '127.0.0.1' });
  });

  it('is kept unchanged when the request carries one, and left out without a socket address', () => {
    const headers = { 'x-forwarded-for': '203.0.113.1, 10.0.0.2' };
    expect(withForwardedFor(headers, '127.0.0.1')).toBe(headers);
    expect(withForwardedFor({}, undefined)).toEqual({});
  });
});

describe('fuzzy hints (the examples of PostgREST noRpcHint)', () => {
  it('finds the closest function name, or none', () => {
    expect(closestMatch(['test', 'another'], 'testt')).toBe('test');
    expect(closestMatch(['test', 'another'], 'other')).toBe('another');
    expect(closestMatch(['test', 'another'], 'noclosealternative')).toBeNull();
    expect(closestMatch(['Exact'], 'exact')).toBe('Exact');
  });

  it('finds the closest parameter list among overloads', () => {
    const overloads = ['(name, param, val)', '(attr, id)'];
    expect(closestMatch(overloads, '(nam, pqaram, vall)')).toBe('(name, param, val)');
    expect(closestMatch(overloads, '(param, val)')).toBe('(name, param, val)');
    expect(closestMatch(overloads, '(attrs, id)')).toBe('(attr, id)');
    expect(closestMatch(overloads, '(id)')).toBe('(attr, id)');
    expect(closestMatch(overloads, '(noclosealternative)')).toBeNull();
  });

  it('scores Levenshtein similarity as 1 - distance / longer length', () => {
    expect(levenshteinSimilarity('kitten', 'sitting')).toBeCloseTo(1 - 3 / 7);
    expect(levenshteinSimilarity('', '')).toBe(1);
  });
});

describe('resolveRoutine (PostgREST findProc)', () => {
  const param = (name: string, required = true, typeName = 'int4'): RoutineParam => ({
    name, typeSchema: 'pg_catalog', typeName, display: typeName === 'int4' ? 'integer' : typeName, required, variadic: false,
  });
  const fn = (name: string, params: RoutineParam[]): Routine => ({ name, params, returnsSet: false, returns: 'scalar', volatility: 'v' });
  const routines = [
    fn('both', [param('a'), param('b', false)]),
    fn('optional', [param('x', false), param('y', false)]),
    fn('none', []),
    fn('json', [param('doc', true, 'jsonb')]),
  ];

  it('matches required names exactly, optional ones as a subset, and passes only the given arguments', () => {
    const both = resolveRoutine(routines, 'both', ['a']);
    expect(both.kind === 'named' && both.params.map((p) => p.name)).toEqual(['a']);
    expect(resolveRoutine(routines, 'both', ['b', 'a']).routine.name).toBe('both');
    expect(resolveRoutine(routines, 'optional', []).routine.name).toBe('optional');
    expect(resolveRoutine(routines, 'optional', ['y']).routine.name).toBe('optional');
    expect(resolveRoutine(routines, 'none', []).kind).toBe('named');
    expect(() => resolveRoutine(routines, 'both', ['b'])).toThrow(expect.objectContaining({ code: 'PGRST202' }));
    expect(() => resolveRoutine(routines, 'none', ['a'])).toThrow(expect.objectContaining({ code: 'PGRST202' }));
  });

  it('falls back to a single json/jsonb parameter for any keys', () => {
    expect(resolveRoutine(routines, 'json', ['doc']).kind).toBe('named');
    expect(resolveRoutine(routines, 'json', ['other', 'keys']).kind).toBe('single');
  });
});

describe('SerialQueue', () => {
  it('runs tasks one at a time in call order, and a failure does not stop the next', async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    const task = (name: string, fail = false) => async () => {
      events.push(`start ${name}`);
      await Promise.resolve();
      await Promise.resolve();
      events.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([queue.run(task('a')), queue.run(task('b', true)), queue.run(task('c'))]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
