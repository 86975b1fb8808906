/**
 * dependency-cruiser (`npx depcruise apps packages`): no import cycle between the source files
 * of the apps and packages. Type-only imports count (`tsPreCompilationDeps`): a type-only circle
 * is still two files that cannot be read one without the other. Run by the `repo` suite of
 * `npm test` (test/cycles.test.ts).
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two source files import each other, directly or through others: move what both need into a third file.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|dist-[^/]+|storybook-static|\\.react-router|\\.data|test-results)/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Workspace packages resolve to their TypeScript source, as the site's build and the tests read them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
