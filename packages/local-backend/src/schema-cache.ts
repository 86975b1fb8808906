/**
 * The schema cache: tables, views and their columns in schema `public`, read from `pg_catalog`
 * once at startup, exactly what PostgREST validates request names against. Every identifier the
 * SQL builder writes comes from here, never from the request.
 */
import type { SqlClient } from './driver';

/** One column: its exact name and its type as a schema-qualified `pg_type` name (`pg_catalog._text`). */
export interface ColumnInfo {
  name: string;
  typeSchema: string;
  typeName: string;
}

/** One table or view of schema `public`, its columns in `attnum` order. */
export interface TableInfo {
  name: string;
  columns: readonly ColumnInfo[];
}

/** Tables by exact (case-sensitive) name. */
export type SchemaCache = ReadonlyMap<string, TableInfo>;

/** Looks a column up by exact name. */
export function findColumn(table: TableInfo, name: string): ColumnInfo | undefined {
  return table.columns.find((c) => c.name === name);
}

interface CatalogRow {
  table_name: string;
  column_name: string | null;
  type_schema: string | null;
  type_name: string | null;
}

/**
 * Reads the schema cache of `schema` (tables, views, materialized views, foreign and
 * partitioned tables). Run as the database owner, so it sees every relation, whatever a role
 * may later be refused.
 *
 * @returns tables by name; a table without columns has `columns: []`.
 */
export async function loadSchemaCache(db: SqlClient, schema = 'public'): Promise<SchemaCache> {
  const { rows } = await db.query<CatalogRow>(
    `select c.relname as table_name, a.attname as column_name,
            tn.nspname as type_schema, t.typname as type_name
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       left join pg_catalog.pg_attribute a
         on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_catalog.pg_type t on t.oid = a.atttypid
       left join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
      order by c.relname, a.attnum`,
    [schema],
  );
  const tables = new Map<string, { name: string; columns: ColumnInfo[] }>();
  for (const row of rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: [] };
      tables.set(row.table_name, table);
    }
    if (row.column_name !== null && row.type_schema !== null && row.type_name !== null) {
      table.columns.push({ name: row.column_name, typeSchema: row.type_schema, typeName: row.type_name });
    }
  }
  return tables;
}
