import { configDefaults, defineConfig } from 'vitest/config';

/** The default-privilege setups the schema tests also run under on PostgreSQL 15 (see test/global-setup-pg15.ts). */
const PG15_SETUPS = ['legacy', 'explicit', 'hardened'] as const;

/**
 * Tests of @agency/data in Node: the schema (access matrix, row level security, bad input), the
 * seed and the repositories, through supabase-js and raw HTTP against the local stand-in
 * (@agency/local-backend). Projects:
 * - `data`: every test but lead delivery's, on PGlite (PostgreSQL 18); `globalSetup` builds one
 *   migrated database template that each test file copies, so initdb (~4 s) runs once per run;
 * - `delivery`: lead delivery under faults and floods (test/delivery), with the notify-leads
 *   function under Deno and the maildev mail catcher as processes of their own;
 * - `schema-pg15-legacy`, `schema-pg15-explicit`, `schema-pg15-hardened`: the schema tests
 *   (test/schema) again on a real PostgreSQL 15 server bootstrapped as a hosted Supabase project,
 *   one per default-privilege setup (docs/architecture.md "Testing"); one server per run, one
 *   template database per setup, one database per test file. They add the engine comparison
 *   (test/schema/engines.test.ts), which needs both engines.
 * `npx vitest run --root packages/data --project data` (or `--project 'schema-pg15-*'`) picks.
 */
export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Generous: restarting PGlite on a busy 2-core machine can take several seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'data',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/schema/engines.test.ts', 'test/delivery/**'],
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        // Lead delivery with its real processes (the function under Deno, the mail catcher):
        // faults and floods, one file at a time (each starts several processes).
        extends: true,
        test: {
          name: 'delivery',
          include: ['test/delivery/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          fileParallelism: false,
        },
      },
      ...PG15_SETUPS.map((setup) => ({
        extends: true as const,
        test: {
          name: `schema-pg15-${setup}`,
          include: ['test/schema/**/*.test.ts'],
          globalSetup: ['test/global-setup-pg15.ts'],
          provide: { postgresSetup: setup },
          isolate: false,
        },
      })),
    ],
  },
});
