import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: process.env.BULWARK_TEST_DB === "postgres" ? "api-postgres" : "api",
    include: ["src/**/*.test.ts", "migrations/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
