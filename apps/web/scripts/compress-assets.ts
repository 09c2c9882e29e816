/**
 * Writes a gzip and a brotli copy beside every built text file, which the server sends to
 * browsers that accept them (fastify-static's preCompressed), so nothing is compressed per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.html']);

let count = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`compressed ${count} files`);
