import { defineProject } from "vitest/config";

// A project config: run alone (`pnpm --filter @bulwark/client test`) or through the root config.
export default defineProject({
  test: {
    name: "client",
    environment: "node",
    include: ["src/**/*.test.ts"],
    testTimeout: 30000,
  },
});
