/**
 * Writes `.br` and `.gz` siblings of every compressible file at maximum quality, once, at build time, so
 * the server (sirv with `brotli` and `gzip` on) sends them without compressing per request. Must run last:
 * any later change to a file would leave its siblings stale.
 */
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { listFiles } from "./files.ts";

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/i;

const brotli = promisify(brotliCompress);
const gzipMax = promisify(gzip);

export async function precompress(clientDir: string): Promise<void> {
  const files = (await listFiles(clientDir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(files.map(compressFile));
}

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipMax(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A sibling that is not smaller (tiny files) would only cost bytes: the server then sends the original.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}
