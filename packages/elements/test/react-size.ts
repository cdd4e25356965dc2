import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** The gzip size of `bytes` at level 9: deterministic, what a server precompressing would send. */
export const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** `bytes` in KB with one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The budget's yardstick: react + react-dom/client, production, minified with esbuild, gzipped
 * (67 KB with React 19.3).
 */
export async function reactGzipSize(): Promise<number> {
  const result = await build({
    stdin: { contents: 'export * from "react"; export * from "react-dom/client";', resolveDir: import.meta.dirname },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  return gzipSize(result.outputFiles[0]?.contents ?? new Uint8Array());
}
