import { defineConfig } from 'vitest/config';

/** Unit tests of the site's pure helpers (the browser behaviour is tested in e2e/). */
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'build/**/*.test.ts'], environment: 'node' },
});
