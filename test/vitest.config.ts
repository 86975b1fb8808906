import { defineConfig } from 'vitest/config';

/**
 * The `repo` suite of `npm test`: checks that read the whole repository rather than one
 * workspace (documents and citations, the documented import chains, run-time dependencies,
 * import cycles). `npx vitest run --root test`.
 */
export default defineConfig({
  test: { name: 'repo', include: ['**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
