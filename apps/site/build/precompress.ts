import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:html|js|css|svg|xml|txt|json|data)$/;
/** Below this size a compressed copy saves nothing worth a file (bytes). */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build, so the static server sends compressed files without compressing on each request
 * (which would slow every response down) — as static hosts do.
 * @param dir - the browser build (`dist/client`).
 * @returns how many files got compressed copies.
 * @see the root README.md, "Prerendering and performance" (brotli/gzip copies written at build)
 */
export async function precompressBuild(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = await readFile(file);
    if (raw.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzipAsync(raw, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}
