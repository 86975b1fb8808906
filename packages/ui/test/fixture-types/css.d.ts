/**
 * What a Vite app's `vite/client` types declare for stylesheet imports: TypeScript checks that
 * `import '@agency/ui/styles.css'` resolves, and a stylesheet has no declarations of its own.
 */
declare module '*.css';
