import path from 'node:path';

/** The repository's root folder (this suite lives in `test/`). */
export const repoRoot = path.resolve(import.meta.dirname, '..');

/** `file` (absolute) as a path from the repository's root, with `/` separators. */
export const fromRepo = (file: string): string => path.relative(repoRoot, file).split(path.sep).join('/');
