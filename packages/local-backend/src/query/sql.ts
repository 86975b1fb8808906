/**
 * Builds the SQL of a request, shaped like PostgREST's own (`WITH pgrst_source AS (...)`, the
 * body aggregated to JSON text by Postgres so dates, arrays and bigints come out as PostgREST's).
 * Identifiers are only ever quoted names taken from the schema cache; every value, JSON key and
 * number is a `$n` parameter, cast in SQL to the column's type.
 */
import { columnNotFound } from '../errors';
import { findColumn, type ColumnInfo, type TableInfo } from '../schema-cache';
import type { Filter, OrderTerm, QueryParams, SelectItem } from './parse';

/** SQL text and its parameters (all strings, typed by casts in the SQL). */
export interface Statement {
  sql: string;
  params: string[];
}

/** What a write returns: nothing (`RETURNING 1`, so no SELECT privilege is needed) or the selected columns. */
export type Returning = 'minimal' | SelectItem[];

/** Collects `$n` parameters. */
class Params {
  readonly values: string[] = [];

  /** Adds `value` and returns its placeholder, typed `text`. */
  text(value: string): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function tableRef(table: TableInfo): string {
  return `"public".${quote(table.name)}`;
}

function columnRef(table: TableInfo, column: ColumnInfo): string {
  return `${tableRef(table)}.${quote(column.name)}`;
}

function typeOf(column: ColumnInfo): string {
  return `${quote(column.typeSchema)}.${quote(column.typeName)}`;
}

/** The column named `name`, or 400 42703 `column t.name does not exist`. */
export function resolveColumn(table: TableInfo, name: string): ColumnInfo {
  const column = findColumn(table, name);
  if (!column) throw columnNotFound(table.name, name);
  return column;
}

/** `json_build_object($k, col, ...)` for the selected columns (`*` expands in column order). */
function rowJson(table: TableInfo, select: SelectItem[], p: Params): string {
  const pairs: string[] = [];
  for (const item of select) {
    const columns = item.kind === 'star' ? table.columns : [resolveColumn(table, item.column)];
    for (const column of columns) {
      const key = item.kind === 'column' && item.alias !== null ? item.alias : column.name;
      pairs.push(`${p.text(key)}, ${columnRef(table, column)}`);
    }
  }
  // json_build_object takes at most 100 arguments; wider rows merge as jsonb (keys then sorted).
  const chunks: string[][] = [];
  for (let i = 0; i < pairs.length; i += 50) chunks.push(pairs.slice(i, i + 50));
  if (chunks.length <= 1) return `pg_catalog.json_build_object(${pairs.join(', ')})`;
  return `(${chunks.map((c) => `pg_catalog.jsonb_build_object(${c.join(', ')})`).join(' || ')})::json`;
}

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', cs: '@>', cd: '<@', ov: '&&' } as const;
const PATTERNS = { like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*' } as const;

function filterSql(table: TableInfo, filter: Filter, p: Params): string {
  const column = resolveColumn(table, filter.column);
  const ref = columnRef(table, column);
  const { expr } = filter;
  let sql: string;
  if (expr.op === 'in') {
    sql = expr.values.length === 0 ? 'false' : `${ref} IN (${expr.values.map((v) => `${p.text(v)}::${typeOf(column)}`).join(', ')})`;
  } else if (expr.op === 'is') {
    sql = `${ref} IS ${expr.value.toUpperCase()}`;
  } else if (expr.op in PATTERNS) {
    sql = `${ref} ${PATTERNS[expr.op as keyof typeof PATTERNS]} ${p.text(expr.value)}`;
  } else {
    sql = `${ref} ${COMPARISONS[expr.op as keyof typeof COMPARISONS]} ${p.text(expr.value)}::${typeOf(column)}`;
  }
  return filter.negate ? `NOT (${sql})` : sql;
}

function whereSql(table: TableInfo, filters: Filter[], p: Params): string {
  return filters.length === 0 ? '' : ` WHERE ${filters.map((f) => filterSql(table, f, p)).join(' AND ')}`;
}

function orderSql(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((t) => {
    const ref = columnRef(table, resolveColumn(table, t.column));
    const direction = t.direction === null ? '' : ` ${t.direction.toUpperCase()}`;
    const nulls = t.nulls === null ? '' : ` NULLS ${t.nulls.toUpperCase()}`;
    return `${ref}${direction}${nulls}`;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

/** `body` (JSON array text) and `first` (first row's JSON text), null fields dropped if `stripNulls`. */
function aggregate(stripNulls: boolean): string {
  const rows = stripNulls ? 'pg_catalog.json_strip_nulls(pg_catalog.json_agg(pgrst_row))' : 'pg_catalog.json_agg(pgrst_row)';
  return `coalesce(${rows}, '[]')::text AS body, (${rows} -> 0)::text AS first`;
}

/** The outer query of a write: affected rows, and the JSON body unless `minimal`. */
function writeResult(ret: Returning, stripNulls: boolean): string {
  const body = ret === 'minimal' ? 'null::text AS body, null::text AS first' : aggregate(stripNulls);
  return `SELECT pg_catalog.count(*)::int AS page_total, ${body} FROM pgrst_source`;
}

function returningSql(table: TableInfo, ret: Returning, p: Params): string {
  return ret === 'minimal' ? ' RETURNING 1 AS pgrst_row' : ` RETURNING ${rowJson(table, ret, p)} AS pgrst_row`;
}

/**
 * A read: columns `total` (exact count of matching rows, or null), `page_total`, `body` (JSON
 * array text) and `first` (JSON text of the first row, or null).
 */
export function readStatement(table: TableInfo, query: QueryParams, withCount: boolean, stripNulls = false): Statement {
  const p = new Params();
  const row = rowJson(table, query.select, p);
  const where = whereSql(table, query.filters, p);
  const order = orderSql(table, query.order);
  const limit = query.limit === null ? '' : ` LIMIT ${p.text(String(query.limit))}::bigint`;
  const offset = query.offset === 0 ? '' : ` OFFSET ${p.text(String(query.offset))}::bigint`;
  const total = withCount ? `(SELECT pg_catalog.count(*) FROM ${tableRef(table)}${where})::int` : 'null::int';
  const sql = `WITH pgrst_source AS (SELECT ${row} AS pgrst_row FROM ${tableRef(table)}${where}${order}${limit}${offset})
SELECT ${total} AS total, pg_catalog.count(*)::int AS page_total, ${aggregate(stripNulls)} FROM pgrst_source`;
  return { sql, params: p.values };
}

/** Rows to insert with the same columns: a JSON array of objects, or `rows` default-only rows. */
export type InsertGroup = { columns: ColumnInfo[]; json: string } | { columns: []; rows: number };

/** An insert of one or more groups (`missing=default` splits rows by the keys they carry). */
export function insertStatement(table: TableInfo, groups: InsertGroup[], ret: Returning, stripNulls = false): Statement {
  const p = new Params();
  const ctes: string[] = [];
  for (const group of groups) {
    if ('rows' in group) {
      for (let i = 0; i < group.rows; i += 1) {
        ctes.push(`INSERT INTO ${tableRef(table)} DEFAULT VALUES${returningSql(table, ret, p)}`);
      }
      continue;
    }
    const names = group.columns.map((c) => quote(c.name));
    ctes.push(
      `INSERT INTO ${tableRef(table)} (${names.join(', ')}) SELECT ${names.map((n) => `_.${n}`).join(', ')}
  FROM pg_catalog.json_populate_recordset(NULL::${tableRef(table)}, ${p.text(group.json)}::json) _${returningSql(table, ret, p)}`,
    );
  }
  const named = ctes.map((sql, i) => `pgrst_i${i} AS (${sql})`);
  const source = ctes.length === 0
    ? 'SELECT NULL::json AS pgrst_row WHERE false'
    : ctes.map((_, i) => `SELECT pgrst_row FROM pgrst_i${i}`).join(' UNION ALL ');
  const sql = `WITH ${[...named, `pgrst_source AS (${source})`].join(',\n')}\n${writeResult(ret, stripNulls)}`;
  return { sql, params: p.values };
}

/** One `SET` of an update: the column, taken from the JSON object or set to its `DEFAULT`. */
export interface UpdateSet {
  column: ColumnInfo;
  useDefault: boolean;
}

/** An update of the filtered rows, setting each column from the JSON object `json` (or `DEFAULT`). */
export function updateStatement(
  table: TableInfo,
  sets: UpdateSet[],
  json: string,
  filters: Filter[],
  ret: Returning,
  stripNulls = false,
): Statement {
  const p = new Params();
  const record = p.text(json);
  const assignments = sets
    .map(({ column, useDefault }) => `${quote(column.name)} = ${useDefault ? 'DEFAULT' : `_.${quote(column.name)}`}`)
    .join(', ');
  const where = whereSql(table, filters, p);
  const sql = `WITH pgrst_source AS (UPDATE ${tableRef(table)} SET ${assignments}
  FROM (SELECT * FROM pg_catalog.json_populate_record(NULL::${tableRef(table)}, ${record}::json)) _${where}${returningSql(table, ret, p)})
${writeResult(ret, stripNulls)}`;
  return { sql, params: p.values };
}

/** A delete of the filtered rows. */
export function deleteStatement(table: TableInfo, filters: Filter[], ret: Returning, stripNulls = false): Statement {
  const p = new Params();
  const where = whereSql(table, filters, p);
  const sql = `WITH pgrst_source AS (DELETE FROM ${tableRef(table)}${where}${returningSql(table, ret, p)})
${writeResult(ret, stripNulls)}`;
  return { sql, params: p.values };
}
