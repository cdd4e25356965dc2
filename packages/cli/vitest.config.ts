import { defineProject } from "vitest/config";

// A project config: run alone (`pnpm --filter @bulwark/cli test`) or through the root config.
export default defineProject({
  test: {
    name: "cli",
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
