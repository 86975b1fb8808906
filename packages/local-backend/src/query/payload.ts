/**
 * The JSON body of an insert or update, checked as PostgREST checks it (PGRST102, PGRST204) and
 * turned into what `sql.ts` needs.
 */
import { invalidBody, notImplemented, payloadColumnNotFound } from '../errors';
import { findColumn, type ColumnInfo, type TableInfo } from '../schema-cache';
import type { InsertGroup, UpdateSet } from './sql';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed body and its text (the text goes to Postgres unchanged, keeping big numbers exact). */
export interface JsonBody {
  value: unknown;
  text: string;
}

/**
 * Parses a request body as JSON.
 *
 * @throws {@link PgrstError} 400 PGRST102 `Empty or invalid json`.
 */
export function parseJsonBody(body: Buffer): JsonBody {
  const text = body.toString('utf8');
  try {
    if (text.trim() !== '') return { value: JSON.parse(text) as unknown, text };
  } catch {
    // answered below
  }
  throw invalidBody('Empty or invalid json');
}

function resolvePayloadColumns(table: TableInfo, names: readonly string[]): ColumnInfo[] {
  const columns: ColumnInfo[] = [];
  for (const name of new Set(names)) {
    const column = findColumn(table, name);
    if (!column) throw payloadColumnNotFound(table.name, name);
    columns.push(column);
  }
  return columns;
}

function sameKeys(a: JsonObject, keys: readonly string[]): boolean {
  const own = Object.keys(a);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(a, k));
}

/**
 * The rows of a POST, grouped for `insertStatement`.
 *
 * An object is one row, an array many, any other JSON nothing (as PostgREST). Without `columns=`
 * every object must have the same keys (else PGRST102 `All object keys must match`) and each key
 * must be a column (else PGRST204). With `columns=` only those keys are used and must be columns.
 * Missing keys are null, or the column default with `missingDefault` (rows are then grouped by
 * the keys they carry).
 */
export function insertGroups(table: TableInfo, body: JsonBody, columnsParam: string[] | null, missingDefault: boolean): InsertGroup[] {
  const { value } = body;
  const rows: unknown[] = Array.isArray(value) ? value : isObject(value) ? [value] : [];
  if (!rows.every(isObject)) throw invalidBody('All object keys must match');
  const objects = rows as JsonObject[];
  if (objects.length === 0) return [];
  const firstKeys = Object.keys(objects[0] ?? {});
  if (columnsParam === null && !objects.every((o) => sameKeys(o, firstKeys))) {
    throw invalidBody('All object keys must match');
  }
  const columns = resolvePayloadColumns(table, columnsParam ?? firstKeys);
  if (!missingDefault) {
    if (columns.length === 0) return [{ columns: [], rows: objects.length }];
    return [{ columns, json: Array.isArray(value) ? body.text : `[${body.text}]` }];
  }
  const groups = new Map<string, { columns: ColumnInfo[]; rows: JsonObject[] }>();
  for (const row of objects) {
    const present = columns.filter((c) => Object.hasOwn(row, c.name));
    const key = present.map((c) => c.name).join('\u0000');
    const group = groups.get(key) ?? { columns: present, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].map((g): InsertGroup =>
    g.columns.length === 0 ? { columns: [], rows: g.rows.length } : { columns: g.columns, json: JSON.stringify(g.rows) },
  );
}

/**
 * The `SET`s of a PATCH: the body's keys (or `columns=`), each a column (else PGRST204); a
 * `columns=` key absent from the body is null, or `DEFAULT` with `missingDefault`.
 *
 * @throws {@link PgrstError} PGRST127 for an array body (bulk updates are not supported here).
 */
export function updateSets(table: TableInfo, body: JsonBody, columnsParam: string[] | null, missingDefault: boolean): UpdateSet[] {
  const { value } = body;
  if (Array.isArray(value)) throw notImplemented('PATCH with a JSON array body is not supported by the local backend');
  const object = isObject(value) ? value : {};
  const columns = resolvePayloadColumns(table, columnsParam ?? Object.keys(object));
  return columns.map((column) => ({ column, useDefault: missingDefault && !Object.hasOwn(object, column.name) }));
}
