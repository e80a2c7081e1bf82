/**
 * Build step: writes a brotli (.br, quality 11) and a gzip (.gz, level 9)
 * copy beside every compressible file in build/client/assets. The server
 * sends these instead of compressing on each request: smaller than on-the-fly
 * compression (which must be quick) and no CPU spent per request.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

const dir = path.resolve(process.argv[2] ?? "build/client/assets");
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(dir, name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  before += body.length;
  after += br.length;
}
console.log(`precompressed assets: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB brotli`);
