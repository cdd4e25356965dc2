import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineProject } from "vitest/config";

// A project config: run alone (`pnpm --filter @bulwark/elements test`) or listed in the root
// config's `test.projects`. Unit tests choose jsdom with a docblock; the browser tests (real
// Chromium through playwright-core) and the size check run in Node against a fresh build of the
// script bundle made once by the global setup.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: "elements",
    include: ["test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./test/global-setup.ts"],
    // A browser test loads a page, its bundle and several API answers; in a CI run with every suite
    // in parallel on two cores one took over 30 s (the e2e suite allows 60 s for the same reason).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page under CI's load can take seconds to its first answers (vitest's default is 1 s).
    expect: { poll: { timeout: 15_000 } },
  },
});
