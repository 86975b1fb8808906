import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressBuild } from './precompress';

describe('precompressBuild', () => {
  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    try {
      const script = 'console.log("hello");\n'.repeat(200);
      await writeFile(path.join(dir, 'app.js'), script);
      await writeFile(path.join(dir, 'tiny.css'), 'a{}');
      await writeFile(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 1));
      expect(await precompressBuild(dir)).toBe(1);
      expect(brotliDecompressSync(await readFile(path.join(dir, 'app.js.br'))).toString()).toBe(script);
      expect(gunzipSync(await readFile(path.join(dir, 'app.js.gz'))).toString()).toBe(script);
      expect((await stat(path.join(dir, 'app.js.br'))).size).toBeLessThan(script.length / 10);
      // Too small to gain, or already compressed: left alone.
      await expect(stat(path.join(dir, 'tiny.css.br'))).rejects.toThrow();
      await expect(stat(path.join(dir, 'photo.webp.br'))).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
