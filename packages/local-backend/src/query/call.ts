/**
 * The SQL of a function call (`POST /rpc/<name>`), shaped like PostgREST's own: the arguments
 * are read from the JSON body by `json_to_record` (so JSON values convert to the parameters'
 * types as PostgREST converts them), passed by name (`"a" := …`), and the result is aggregated to
 * JSON text by Postgres. Names come from the catalog ({@link Routine}), never from the request.
 */
import type { Routine, RoutineCall, RoutineParam } from '../routines';
import type { Statement } from './sql';

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function typeOf(param: RoutineParam): string {
  return `${quote(param.typeSchema)}.${quote(param.typeName)}`;
}

/** `FROM …` of the call: the arguments record (if any), then the function aliased `pgrst_call`. */
function fromCall(schema: string, call: RoutineCall): string {
  const scalar = call.routine.returns === 'scalar' || call.routine.returns === 'void';
  const alias = scalar ? 'pgrst_call(pgrst_scalar)' : 'pgrst_call';
  const fn = `${quote(schema)}.${quote(call.routine.name)}`;
  if (call.kind === 'single') return `${fn}($1::${typeOf(call.param)}) ${alias}`;
  if (call.params.length === 0) return `${fn}() ${alias}`;
  const columns = call.params.map((p) => `${quote(p.name)} ${typeOf(p)}`).join(', ');
  const args = call.params.map((p) => `${p.variadic ? 'VARIADIC ' : ''}${quote(p.name)} := pgrst_body.${quote(p.name)}`).join(', ');
  return `pg_catalog.json_to_record($1::json) AS pgrst_body(${columns}), ${fn}(${args}) ${alias}`;
}

/** `body` (JSON text: the scalar, the object, or the array) and `first` (the first element's JSON text). */
function resultJson(routine: Routine, stripNulls: boolean): string {
  if (routine.returns === 'void') return 'null::text AS body, null::text AS first';
  const composite = routine.returns !== 'scalar';
  const value = composite ? '_postgrest_t' : '_postgrest_t.pgrst_scalar';
  const agg = composite && stripNulls ? `pg_catalog.json_strip_nulls(pg_catalog.json_agg(${value}))` : `pg_catalog.json_agg(${value})`;
  const first = `(${agg} -> 0)::text`;
  const body = routine.returnsSet ? `coalesce(${agg}, '[]')::text` : `coalesce(${first}, 'null')`;
  return `${body} AS body, ${first} AS first`;
}

/**
 * The call of a resolved function: one row with `page_total` (rows the function returned: 1
 * for a function not returning a set), `body` (JSON text: a scalar's value or `null`, a single
 * row's object, or the array of a set-returning function; null for `void`) and `first` (the
 * first row's JSON text, for `application/vnd.pgrst.object+json`).
 *
 * @param body - the request's JSON text: the named arguments, or the single `json` argument.
 * @param stripNulls - drop null fields of returned rows (`nulls=stripped`).
 */
export function callStatement(call: RoutineCall, body: string, stripNulls = false, schema = 'public'): Statement {
  const select = call.routine.returns === 'scalar' || call.routine.returns === 'void' ? 'pgrst_call.pgrst_scalar' : 'pgrst_call.*';
  const usesBody = call.kind === 'single' || call.params.length > 0;
  const sql = `WITH pgrst_source AS (SELECT ${select} FROM ${fromCall(schema, call)})
SELECT pg_catalog.count(*)::int AS page_total, ${resultJson(call.routine, stripNulls)} FROM pgrst_source _postgrest_t`;
  return { sql, params: usesBody ? [body] : [] };
}
