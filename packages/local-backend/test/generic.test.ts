/**
 * The stand-in knows no table by name: every answer comes from the schema cache it reads from the
 * catalog, and Postgres (grants, policies, constraints) decides. So no table of the project's
 * schema, and no column of its policies, may appear in the stand-in's source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../src/testing';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(async () => {
  await t.stop();
});

it('special-cases no table: no table of the schema is named in src/', async () => {
  const { rows } = await t.backend.db.query<{ name: string }>(
    `select c.relname as name from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'`,
  );
  const dir = fileURLToPath(new URL('../src/', import.meta.url));
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|sql)$/.test(f));
  const source = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  expect(rows.length).toBeGreaterThan(10);
  expect(files.length).toBeGreaterThan(5);
  expect(rows.map((r) => r.name).filter((name) => new RegExp(`\\b${name}\\b`).test(source))).toEqual([]);
  expect(source).not.toMatch(/\bis_active\b/);
});
