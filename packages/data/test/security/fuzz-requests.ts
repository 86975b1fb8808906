/**
 * fast-check arbitraries for random and malformed PostgREST requests: table and column names,
 * filters with known and unknown operators, select lists, order clauses, SQL-injection strings
 * in names and values, unicode, huge and non-JSON bodies, wrong methods, bad headers and JWTs,
 * long URLs. Never the service-role key, so no request may change any existing row.
 */
import fc from 'fast-check';
import { TABLES } from '../schema/tables';
import type { RawRequest } from './raw-http';

/** SQL-injection attempts, used as table names, column names, values, JSON keys and headers. */
export const INJECTIONS = [
  `' OR '1'='1`,
  `'; DROP TABLE "Subscribers"; --`,
  `1; DELETE FROM public.blogs`,
  `blogs"; DROP TABLE blogs; --`,
  `Subscribers" UNION SELECT email FROM "Subscribers" --`,
  `id) OR (1=1`,
  `1 OR 1=1`,
  `*/ TRUNCATE blogs /*`,
  `$$; DELETE FROM offers; $$`,
  `\\'; UPDATE offers SET is_active = true; --`,
  `'||(SELECT string_agg(email, ',') FROM "Subscribers")||'`,
  `pg_sleep(30)`,
  `RESET ROLE; SET ROLE postgres`,
  `"; SET LOCAL ROLE service_role; --`,
  `\u0000'; DROP TABLE blogs; --`,
  `%27%20OR%201%3D1`,
  `1e999`,
  `(SELECT 1)`,
] as const;

const WEIRD = ['', ' ', '.', '..', '*', ',', '()', '(', ')', '"', '\\', ':', '::', '->', 'not', 'not.', 'eq', 'eq.', 'in.(', 'in.()', 'is.maybe', 'null', '😀', 'é', '\u202e', 'ｓｅｌｅｃｔ', '\ud800', 'Ω≈ç√'];
const COLUMNS = [...new Set(TABLES.flatMap((t) => Object.keys(t.row(0)))), 'id', 'created_at', 'is_active', 'nope'];
const KNOWN_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'cs', 'cd', 'ov', 'in', 'is'];
const UNKNOWN_OPS = ['fts', 'plfts', 'sl', 'adj', 'isdistinct', 'eqq', 'EQ', 'between', 'all', 'any', ''];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);
/** A name: mostly a column of the target table, else any column, an injection, odd text. */
function nameOf(columns: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...columns) },
    fc.constantFrom(...COLUMNS),
    fc.constantFrom(...INJECTIONS),
    fc.constantFrom(...WEIRD),
    text,
  );
}

const value = fc.oneof(
  fc.constantFrom('1', '-1', '0', 'true', 'null', '2026-02-30', '2026-01-01', '{a,b}', '(1,2)', '99999999999999999999999', '*', '%', '_', '[', 'x*'),
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...WEIRD),
  fc.integer().map(String),
  text,
);
const filter = fc
  .tuple(fc.boolean(), fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KNOWN_OPS) }, fc.constantFrom(...UNKNOWN_OPS), text), value)
  .map(([not, op, v]) => `${not ? 'not.' : ''}${op}.${op === 'in' ? `(${v},${v})` : v}`);
const count = fc.oneof(fc.nat().map(String), fc.integer({ min: -1000, max: -1 }).map(String), fc.constantFrom('1.5', 'abc', '', '1e3', '9'.repeat(30)));

/** One query parameter for a table with `columns`. */
function paramOf(columns: readonly string[]): fc.Arbitrary<[string, string]> {
  const name = nameOf(columns);
  const selectItem = fc.oneof(
    fc.constant('*'),
    name,
    fc.tuple(name, name).map(([alias, column]) => `${alias}:${column}`),
    name.map((n) => `"${n}"`),
    name.map((n) => `${n}(*)`),
    name.map((n) => `${n}->>x`),
    name.map((n) => `${n}::text`),
  );
  const order = fc
    .tuple(name, fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.sideways', '.asc.asc'))
    .map(([n, suffix]) => n + suffix);
  // Well-formed filters on real columns with odd values reach Postgres (casts, regexes, arrays).
  const wellFormed = fc
    .tuple(fc.constantFrom(...columns), fc.constantFrom('eq', 'neq', 'gt', 'lte', 'like', 'ilike', 'match', 'imatch', 'cs', 'ov', 'in', 'is'), value)
    .map(([column, op, v]): [string, string] => [column, op === 'in' ? `in.(${v},"${v}")` : `${op}.${v}`]);
  return fc.oneof(
    { weight: 4, arbitrary: wellFormed },
    { weight: 4, arbitrary: fc.tuple(name, filter) },
    { weight: 2, arbitrary: fc.tuple(fc.constant('select'), fc.array(selectItem, { minLength: 1, maxLength: 4 }).map((s) => s.join(','))) },
    { weight: 2, arbitrary: fc.tuple(fc.constant('order'), fc.array(order, { minLength: 1, maxLength: 3 }).map((s) => s.join(','))) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('limit', 'offset'), count) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('columns', 'or', 'and', 'on_conflict', 'not.or', 'select'), value) },
    { weight: 1, arbitrary: fc.tuple(name, value) },
    // long URLs: most within Node's 16 KiB for the request line and headers, a few past it
    { weight: 1, arbitrary: fc.tuple(name, fc.oneof({ weight: 4, arbitrary: fc.nat({ max: 12_000 }) }, fc.integer({ min: 16_000, max: 40_000 })).map((n) => 'a'.repeat(n))) },
  );
}

/** A table row (known columns of the target table, sometimes others) as a JSON object. */
function rowOf(columns: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(nameOf(columns), fc.oneof(value, fc.integer(), fc.boolean(), fc.constant(null), fc.array(value, { maxLength: 3 })), { maxKeys: 5 });
}

/** Percent-encodes everything but unreserved characters, or (raw) only what HTTP cannot carry. */
function encode(part: string, raw: boolean): string {
  if (!raw) return encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return [...part].map((c) => (/^[\x21-\x7e]$/.test(c) && c !== '&' && c !== '=' && c !== '#' ? c : encodeURIComponent(c))).join('');
}

function safeEncode(part: string, raw: boolean): string {
  try {
    return encode(part, raw);
  } catch {
    return encode(part.replace(/[\ud800-\udfff]/g, '\ufffd'), raw); // lone surrogates
  }
}

/** A target: a known table (its columns drive names and bodies), or any other name. */
const target: fc.Arbitrary<{ name: string; columns: readonly string[] }> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...TABLES).map((t) => ({ name: t.name, columns: [...Object.keys(t.row(0)), 'id', 'created_at'] })) },
  fc.oneof(fc.constantFrom(...INJECTIONS), fc.constantFrom(...WEIRD), text).map((name) => ({ name, columns: COLUMNS })),
);
const prefix = fc.oneof(
  { weight: 12, arbitrary: fc.constant('/rest/v1/') },
  fc.constantFrom('/rest/v1/rpc/', '/rest/v1/blogs/', '/', '/rest/v1', '/health', '//rest//v1//', '/rest/v1/%', '/rest/v1/%E0%A4%A', '/../../etc/passwd?'),
);

/** Path and query for `columns`' table. */
function pathOf(name: string, columns: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(prefix, fc.array(paramOf(columns), { maxLength: 4 }), fc.boolean()).map(([start, params, raw]) => {
    const query = params.map(([k, v]) => `${safeEncode(k, raw)}=${safeEncode(v, raw)}`).join('&');
    return `${start}${safeEncode(name, raw)}${query ? `?${query}` : ''}`;
  });
}

const printable = fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));
const headerName = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);

/** Prebuilt tokens: the anon key, an authenticated JWT and JWTs a visitor might forge. */
export interface FuzzTokens {
  anon: string;
  authenticated: string;
  forged: string[];
}

function headers(tokens: FuzzTokens): fc.Arbitrary<Record<string, string>> {
  const jwt = fc.oneof(fc.constantFrom(tokens.anon, tokens.authenticated, ...tokens.forged), printable, fc.constantFrom('', 'a.b', 'a.b.c.d', `${tokens.anon}x`));
  const auth = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(tokens.anon, tokens.authenticated).map((k) => ({ apikey: tokens.anon, authorization: `Bearer ${k}` })) },
    fc.constant({}),
    jwt.map((k) => ({ apikey: k })),
    jwt.map((k) => ({ apikey: tokens.anon, authorization: `Bearer ${k}` })),
    printable.map((v) => ({ authorization: v })),
    fc.constantFrom({ authorization: 'Bearer' }, { authorization: 'Basic YWRtaW46YWRtaW4=' }, { authorization: 'bearer   ' }),
  );
  // Mostly absent, else a usual value or, less often, any printable text.
  const optional = (values: string[]) =>
    fc.oneof({ weight: 14, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: printable });
  return fc
    .record({
      auth,
      accept: optional(['application/json', 'application/vnd.pgrst.object+json', 'application/json;nulls=stripped', 'text/csv', '*/*', 'application/openapi+json']),
      prefer: optional(['return=representation', 'return=minimal', 'count=exact', 'resolution=merge-duplicates', 'missing=default', 'tx=rollback', 'return=representation, count=exact']),
      'content-type': optional(['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'text/csv', 'multipart/form-data; boundary=x', 'application/json; charset=latin1']),
      'accept-profile': optional(['public', 'private', 'pg_catalog', 'local_backend', INJECTIONS[1]]),
      'content-profile': optional(['public', 'auth', 'storage']),
      origin: optional(['http://localhost:4173', 'https://evil.example']),
      extra: fc.option(fc.tuple(headerName, printable), { nil: undefined }),
    })
    .map(({ auth, extra, ...rest }) => {
      const h: Record<string, string> = { ...auth };
      for (const [k, v] of Object.entries(rest)) if (v !== undefined) h[k] = v;
      if (extra && !(extra[0] in h) && !['content-length', 'transfer-encoding', 'host', 'connection', 'expect', 'upgrade'].includes(extra[0])) h[extra[0]] = extra[1];
      return h;
    });
}

/** A body for `columns`' table: none, rows, any JSON, text, bytes, broken JSON, deep nesting, huge. */
function bodyOf(columns: readonly string[]): fc.Arbitrary<Buffer | null> {
  const row = rowOf(columns);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: row.map((r) => Buffer.from(JSON.stringify(r))) },
    { weight: 2, arbitrary: fc.array(row, { maxLength: 4 }).map((r) => Buffer.from(JSON.stringify(r))) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => Buffer.from(JSON.stringify(v) ?? 'null')) },
    { weight: 1, arbitrary: text.map((s) => Buffer.from(s)) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)) },
    { weight: 1, arbitrary: fc.constantFrom('{', '[', '{"a":', '1e999', '"\\u0000"', '{"email":"\\ud800@x.io"}', '[]', '{}', '[{}]', '[1,2]').map((s) => Buffer.from(s)) },
    { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((depth) => Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`)) },
    // huge: around the 1 MiB default limit, below and above it
    { weight: 1, arbitrary: fc.integer({ min: 900_000, max: 1_300_000 }).map((n) => Buffer.from(JSON.stringify({ email: `${'a'.repeat(n)}@example.com` }))) },
  );
}

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant('GET') },
  { weight: 4, arbitrary: fc.constantFrom('POST', 'PATCH', 'DELETE') },
  { weight: 2, arbitrary: fc.constantFrom('HEAD', 'OPTIONS', 'PUT') },
  { weight: 1, arbitrary: fc.constantFrom('TRACE', 'PROPFIND', 'PURGE', 'MKCOL', 'FOO', 'get', 'SELECT') },
);

/** A random request: method, path with query, headers and body. */
export function requestArbitrary(tokens: FuzzTokens): fc.Arbitrary<RawRequest> {
  return target.chain(({ name, columns }) => fc.record({ method, path: pathOf(name, columns), headers: headers(tokens), body: bodyOf(columns) }));
}
