import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the site's pure helpers, its build plugins, security headers and static server
 * (the browser behaviour is tested in e2e/).
 */
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'build/**/*.test.ts', 'security/**/*.test.ts', 'server/**/*.test.ts'], environment: 'node' },
});
