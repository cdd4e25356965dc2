import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: process.env.BULWARK_TEST_DB === "postgres" ? "api-postgres" : "api",
    include: ["src/**/*.test.ts", "migrations/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Files share their worker's modules instead of importing the whole API afresh each (nothing
    // here mocks a module; every file builds its own API on its own database): the SQLite run of
    // this project 179 → 84 s, every test passing either way (2026-12-07).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
