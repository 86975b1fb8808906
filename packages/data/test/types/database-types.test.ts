/**
 * `src/database.types.ts` is what `npm run db:types` generates from `supabase/migrations`: a
 * migration changed without regenerating, or a hand edit, fails here. The types also reach the
 * repositories through supabase-js's typed `select` (checked at type-check time below).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DATABASE_TYPES_PATH, generateDatabaseTypes } from '../../scripts/db-types';
import type { AgencyClient } from '../../src/client';
import type { BlogPostSummary, HomeThumbnail, Tables } from '../../src/index';

/** Line number (1-based) and both versions of the first line that differs. */
function firstDifference(expected: string, actual: string): { line: number; expected: string; actual: string } {
  const want = expected.split('\n');
  const got = actual.split('\n');
  let i = 0;
  while (i < want.length && want[i] === got[i]) i++;
  return { line: i + 1, expected: want[i] ?? '<end of file>', actual: got[i] ?? '<end of file>' };
}

describe('src/database.types.ts', () => {
  it('is what `npm run db:types` generates from the migrations', async () => {
    const generated = await generateDatabaseTypes();
    const tempDir = mkdtempSync(path.join(os.tmpdir(), 'agency-db-types-'));
    const generatedPath = path.join(tempDir, 'database.types.ts');
    writeFileSync(generatedPath, generated);
    const committed = readFileSync(DATABASE_TYPES_PATH, 'utf8');
    if (committed === generated) {
      rmSync(tempDir, { recursive: true, force: true });
    } else {
      // The generated file is kept for a `diff`.
      const diff = firstDifference(generated, committed);
      expect.fail(
        [
          'packages/data/src/database.types.ts is out of date with supabase/migrations (or was edited by hand).',
          'Run `npm run db:types` and commit the result.',
          `First difference at line ${diff.line}:`,
          `  generated: ${diff.expected}`,
          `  committed: ${diff.actual}`,
          `Freshly generated file: ${generatedPath}`,
        ].join('\n'),
      );
    }
  });

  it('types what supabase-js infers for the repositories’ selects (checked by the type check)', () => {
    // Compile-time only: if the generated `Database` stopped fitting supabase-js, selects would
    // infer `any` and the cast-free repositories would lose their types without an error.
    const select = (client: AgencyClient) => ({
      thumbnails: client.from('HomeThumbnails').select('id,image_url,alt_text'),
      posts: client.from('blogs').select('id,title,slug,meta_description,image_url,alt_text,created_at,keywords'),
    });
    expectTypeOf(select).parameter(0).toEqualTypeOf<AgencyClient>();
    type Data<Q> = Q extends PromiseLike<{ data: infer D }> ? D : never;
    type Selects = ReturnType<typeof select>;
    expectTypeOf<Data<Selects['thumbnails']>>().toEqualTypeOf<HomeThumbnail[] | null>();
    expectTypeOf<Data<Selects['posts']>>().toEqualTypeOf<BlogPostSummary[] | null>();
    expectTypeOf<Tables<'HomeThumbnails'>['image_url']>().toEqualTypeOf<string | null>();
  });
});
