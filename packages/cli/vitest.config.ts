import { defineProject } from "vitest/config";

// A project config: run alone (`pnpm --filter @bulwark/cli test`) or through the root config.
export default defineProject({
  test: {
    name: "cli",
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    // Files share their worker's modules (nothing is mocked by module): 117 → 99 s (2026-12-07).
    isolate: false,
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
