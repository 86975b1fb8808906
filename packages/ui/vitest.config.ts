import { defineConfig } from 'vitest/config';

/** Node-side tests of the package as consumers get it (the stories run in the root config). */
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 300_000 },
});
