#!/usr/bin/env node
// Writes `file.br` and `file.gz` beside every compressible file of the given build directories
// (brotli at quality 11, gzip at level 9: done once at build time, so the server never compresses
// on the fly). The API serves them by `Accept-Encoding` (api/src/web-app.ts).
//   node scripts/precompress.mjs examples/web-app/dist packages/elements/dist
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/;
/** Below this, compression headers cost more than they save. */
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
for (const dir of process.argv.slice(2)) {
  if (!fs.existsSync(dir)) continue;
  for (const file of files(dir)) {
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count++;
  }
}
process.stdout.write(`precompressed ${count} files (brotli and gzip)\n`);
