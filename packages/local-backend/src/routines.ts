/**
 * The functions a request may call (`POST /rest/v1/rpc/<name>`), read from `pg_catalog`, and
 * PostgREST's way of choosing one by the request's argument names (its `findProc`): overloads
 * are told apart by their parameter names only, parameters with a default may be left out, and a
 * function with a single `json`/`jsonb` parameter takes the whole body when no named match
 * exists. Unknown names are PostgREST's 404 PGRST202 (with its "Perhaps you meant …" hint),
 * ambiguous calls its 300 PGRST203.
 *
 * @see README.md "Requests" (RPC); docs/architecture.md "Local backend and hosted Supabase"
 */
import type { SqlClient } from './driver';
import { notImplemented, PgrstError } from './errors';
import { closestMatch } from './fuzzy';

/** One input parameter (`IN`, `INOUT` or `VARIADIC`), in declaration order. */
export interface RoutineParam {
  /** Its name; `''` when unnamed. */
  name: string;
  /** The schema of its type (`pg_catalog`); with {@link RoutineParam.typeName}, what SQL casts to. */
  typeSchema: string;
  /** Its type's `pg_type` name (`_int4` for `integer[]`). */
  typeName: string;
  /** Its type as Postgres prints it (`integer[]`), for error messages. */
  display: string;
  /** False when it has a default and may be left out. */
  required: boolean;
  /** A `VARIADIC` parameter (an array, passed as `VARIADIC name := …`). */
  variadic: boolean;
}

/** What a function returns, as PostgREST shapes the answer. */
export type ReturnKind = 'void' | 'scalar' | 'composite' | 'record';

/** One function of the exposed schema. */
export interface Routine {
  name: string;
  params: RoutineParam[];
  /** Returns `SETOF` / `TABLE (…)`: the answer is a JSON array. */
  returnsSet: boolean;
  /**
   * `void` (204), `scalar` (a JSON value), `composite` (a table's row type, `TABLE (…)` or `OUT`
   * parameters: objects), `record` (an untyped `record`, refused here).
   */
  returns: ReturnKind;
  /** `provolatile`: `i`mmutable, `s`table (both called in a read-only transaction) or `v`olatile. */
  volatility: 'i' | 's' | 'v';
}

/** How a resolved function is called. */
export type RoutineCall =
  /** With the named arguments the body carries (the others take their defaults). */
  | { routine: Routine; kind: 'named'; params: RoutineParam[] }
  /** With the whole body as its single `json`/`jsonb` argument. */
  | { routine: Routine; kind: 'single'; param: RoutineParam };

interface CatalogRow {
  name: string;
  returns_set: boolean;
  returns: ReturnKind;
  volatility: 'i' | 's' | 'v';
  params: (RoutineParam & { unnamed: boolean })[];
}

/** The types a single unnamed parameter may have for PostgREST to list the function. */
const SINGLE_UNNAMED_TYPES = ['bytea', 'json', 'jsonb', 'text', 'xml'];

const CATALOG_SQL = `
with inputs as (
  select a.proc, a.name, a.type, a.mode, pg_catalog.row_number() over (partition by a.proc order by a.ord) as pos
    from (select p.oid as proc, u.name, u.type, coalesce(u.mode, 'i') as mode, u.ord
            from pg_catalog.pg_proc p
            join pg_catalog.pg_namespace n on n.oid = p.pronamespace,
                 unnest(coalesce(p.proallargtypes, p.proargtypes::pg_catalog.oid[]), p.proargnames, p.proargmodes::pg_catalog.text[])
                   with ordinality as u(type, name, mode, ord)
           where n.nspname = $1) a
   where a.mode in ('i', 'b', 'v'))
select p.proname as name, p.proretset as returns_set, p.provolatile::pg_catalog.text as volatility,
       case when p.prorettype = 'pg_catalog.void'::pg_catalog.regtype then 'void'
            when rt.typtype = 'c' or coalesce(p.proargmodes::pg_catalog.text[] && '{t,b,o}', false) then 'composite'
            when p.prorettype = 'pg_catalog.record'::pg_catalog.regtype then 'record'
            else 'scalar' end as returns,
       coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object(
                   'name', coalesce(i.name, ''), 'unnamed', i.name is null,
                   'typeSchema', tn.nspname, 'typeName', t.typname, 'display', pg_catalog.format_type(i.type, null),
                   'required', i.pos <= p.pronargs - p.pronargdefaults, 'variadic', i.mode = 'v') order by i.pos)
                   from inputs i
                   join pg_catalog.pg_type t on t.oid = i.type
                   join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
                  where i.proc = p.oid), '[]') as params
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type rt on rt.oid = p.prorettype
 where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'pg_catalog.trigger'::pg_catalog.regtype
 order by p.proname, p.pronargs, p.oid`;

/** PostgREST lists a function whose parameters are all named, or whose one parameter is unnamed and of a type it can pass a raw body as. */
function callable(params: CatalogRow['params']): boolean {
  if (params.every((p) => !p.unnamed)) return true;
  const [only] = params;
  return params.length === 1 && only?.typeSchema === 'pg_catalog' && SINGLE_UNNAMED_TYPES.includes(only.typeName);
}

/**
 * Reads the functions of `schema` that PostgREST would list (`prokind = 'f'`, not returning
 * `trigger`, parameters named or a single unnamed one). Whether a role may EXECUTE one is not
 * checked here: calling it decides (42501).
 *
 * @param db - any role: `pg_catalog` is readable by all.
 * @returns the functions, overloads with fewer parameters first.
 */
export async function loadRoutines(db: SqlClient, schema = 'public'): Promise<Routine[]> {
  const { rows } = await db.query<CatalogRow>(CATALOG_SQL, [schema]);
  return rows
    .filter((row) => callable(row.params))
    .map((row) => ({
      name: row.name,
      params: row.params.map(({ unnamed: _unnamed, ...param }) => param),
      returnsSet: row.returns_set,
      returns: row.returns,
      volatility: row.volatility,
    }));
}

/** PostgREST's `matchesParams`: every required parameter named, every other key an optional parameter. */
function matchesKeys(routine: Routine, keys: ReadonlySet<string>): boolean {
  const required = routine.params.filter((p) => p.required).map((p) => p.name);
  const optional = new Set(routine.params.filter((p) => !p.required).map((p) => p.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((name) => keys.has(name));
}

function takesSingleJson(routine: Routine): boolean {
  const [only] = routine.params;
  return routine.params.length === 1 && only?.typeSchema === 'pg_catalog' && (only.typeName === 'json' || only.typeName === 'jsonb');
}

/** `(a, b, c)`: parameter names sorted, as PostgREST lists them in hints. */
function nameList(names: readonly string[]): string {
  return `(${[...names].sort().join(', ')})`;
}

function noFunction(schema: string, name: string, keys: string[], all: Routine[], overloads: Routine[]): PgrstError {
  const func = `${schema}.${name}`;
  const listed = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`;
  const searched = keys.length === 0 ? ' without parameters' : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  const guess = overloads.length === 0
    ? closestMatch(new Set(all.map((r) => r.name)), name)
    : (() => {
        const match = closestMatch(overloads.map((r) => nameList(r.params.map((p) => p.name))), nameList(keys));
        return match === null ? null : `${name}${match}`;
      })();
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${func}${listed} in the schema cache`,
    `Searched for the function ${func}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    guess === null ? null : `Perhaps you meant to call the function ${schema}.${guess}`,
  );
}

function ambiguous(schema: string, routines: Routine[]): PgrstError {
  const listed = routines.map((r) => `${schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.display}`).join(', ')})`);
  return new PgrstError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${listed.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/**
 * Chooses the function a `POST /rpc/<name>` with a JSON body calls, as PostgREST does: among the
 * functions named `name`, those whose parameters match the body's keys; if none, one with a
 * single `json`/`jsonb` parameter (given the whole body).
 *
 * @param routines - from {@link loadRoutines}.
 * @param keys - the keys of the body's JSON object (none for an empty body).
 * @returns the function and how to pass the arguments.
 * @throws {@link PgrstError} 404 PGRST202 (no match; message, details and hint as PostgREST's) or
 *   300 PGRST203 (more than one match).
 */
export function resolveRoutine(routines: Routine[], name: string, keys: readonly string[], schema = 'public'): RoutineCall {
  const keySet = new Set(keys);
  const overloads = routines.filter((r) => r.name === name);
  const named = overloads.filter((r) => matchesKeys(r, keySet));
  const single = overloads.filter(takesSingleJson);
  const [first] = named;
  if (first && named.length === 1) return { routine: first, kind: 'named', params: first.params.filter((p) => keySet.has(p.name)) };
  if (named.length > 1) throw ambiguous(schema, named);
  const [fallback] = single;
  if (fallback && single.length === 1) return { routine: fallback, kind: 'single', param: fallback.params[0] as RoutineParam };
  if (single.length > 1) throw ambiguous(schema, single);
  throw noFunction(schema, name, [...keySet].sort(), routines, overloads);
}

/**
 * The answer to a call whose body is raw text, XML or binary (`Content-Type: text/plain`,
 * `text/xml`, `application/octet-stream`), which PostgREST passes to a function's single `text`,
 * `xml` or `bytea` parameter: the local backend calls no such function.
 *
 * @param type - `text`, `xml` or `bytea`, from the content type.
 * @returns 400 PGRST127 when such a function exists, else PostgREST's 404 PGRST202 for that search.
 */
export function rawBodyCallError(routines: Routine[], name: string, type: string, schema = 'public'): PgrstError {
  const func = `${schema}.${name}`;
  const takesRaw = routines.some((r) => r.name === name && r.params.length === 1 && r.params[0]?.typeSchema === 'pg_catalog' && r.params[0].typeName === type);
  if (takesRaw) return notImplemented(`Calling a function with a raw ${type} body is not supported by the local backend; send a JSON object`);
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${func} in the schema cache`,
    `Searched for the function ${func} with a single unnamed ${type} parameter, but no matches were found in the schema cache.`,
  );
}
