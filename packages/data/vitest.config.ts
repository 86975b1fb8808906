import { defineConfig } from 'vitest/config';

/**
 * Tests of @agency/data in Node: the schema (access matrix, row level security, bad input), the
 * seed and the repositories, through supabase-js and raw HTTP against the local stand-in
 * (@agency/local-backend). `globalSetup` builds one migrated database template that each test
 * file copies, so initdb (~4 s) runs once per run, not per file.
 */
export default defineConfig({
  test: {
    name: 'data',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // supabase-js's realtime client needs a global WebSocket, which Node 20 hides behind a flag.
    execArgv: ['--experimental-websocket'],
    // Generous: restarting PGlite on a busy 2-core machine can take several seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
