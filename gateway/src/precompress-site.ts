// Build step: writes the brotli and gzip forms of every compressible file of the built site beside it
// (`x.js.br`, `x.js.gz`), so the gateway reads them at start-up instead of compressing the whole site
// (brotli at its best quality takes seconds). Run by `make build` and the image's build.
//   node --import tsx gateway/src/precompress-site.ts frontend/dist
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { extname } from 'node:path';
import { brotliCompress, gzip } from 'node:zlib';
import { COMPRESSION, isCompressible, PRECOMPRESSED, walk } from './site';

// On the thread pool, so both cores work.
const forms = {
  br: (body: Buffer) => promisify(brotliCompress)(body, COMPRESSION.br),
  gzip: (body: Buffer) => promisify(gzip)(body, COMPRESSION.gzip),
};

export async function precompressSite(dir: string): Promise<number> {
  let written = 0;
  await Promise.all(
    walk(dir).map(async (file) => {
      const body = await readFile(file);
      if (!isCompressible(extname(file), body.length)) return;
      for (const form of ['br', 'gzip'] as const) await writeFile(file + PRECOMPRESSED[form], await forms[form](body));
      written++;
    }),
  );
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: precompress-site.ts <site dir>');
  const started = Date.now();
  const n = await precompressSite(dir);
  console.log(`precompressed ${n} files of ${dir} in ${Date.now() - started} ms`);
}
