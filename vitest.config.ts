import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["api", "packages/*", "tests"],
    // Vitest runs one file fewer at once than there are CPUs: a single worker on a two-CPU CI
    // machine, which left the second idle while a file waited on a browser, a server or a timer.
    // Two there took the SQLite run from 1,735 to 1,110 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
