import { defineConfig } from 'vitest/config';

/**
 * The stand-in's own tests, in Node: its PostgREST contract (reads, writes, errors, units) and
 * its persistence. `globalSetup` builds one migrated template database that each file copies.
 */
export default defineConfig({
  test: {
    name: 'local-backend',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Generous: restarting PGlite on a busy 2-core machine can take several seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
