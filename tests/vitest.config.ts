import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    environment: "node",
    pool: "forks",
    // Builds the web app (and the elements bundle) when missing or older than their sources.
    globalSetup: ["./e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page under CI's load can take seconds to load its bundle and first answers; vitest's default
    // of one second for expect.poll failed the MSP portal's ready-events check in a CI run.
    expect: { poll: { timeout: 15_000 } },
  },
});
