import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineProject } from "vitest/config";

// A project config: run alone (`pnpm --filter @bulwark/widgets test`) or listed in the root
// config's `test.projects`.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: "widgets",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
    // Files share their worker's modules and jsdom (nothing is mocked by module; Testing Library
    // unmounts after each test): 287 → 122 s, every test passing either way (2026-12-07).
    isolate: false,
    // As Testing Library's findBy* (vitest.setup.ts): 5 s rather than 1 under CI's load.
    expect: { poll: { timeout: 5_000 } },
  },
});
