/** Side-effect stylesheet imports (self-hosted fonts) are handled by the bundler. */
declare module '*.css';
