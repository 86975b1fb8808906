import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Makes the browser build use React Router's production files. The package's `exports` point
 * every import at `dist/development` (remix-run/react-router#14102, #12532), so without this the
 * site would ship its development warnings and checks. The server build (prerendering) keeps the
 * package as it resolves, so that it and `@react-router/node` share one copy.
 * @see the root README.md, "Prerendering and performance"
 */
export function reactRouterProductionPlugin(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const files: Record<string, string> = {
    'react-router': path.join(packageDir, 'dist/production/index.mjs'),
    'react-router/dom': path.join(packageDir, 'dist/production/dom-export.mjs'),
  };
  return {
    name: 'agency:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (this.environment.name !== 'client') return null;
      return files[id] ?? null;
    },
  };
}
