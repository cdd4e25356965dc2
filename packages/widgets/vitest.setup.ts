import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts automatically only when the runner exposes a global afterEach,
// which vitest does not without `globals: true`.
afterEach(() => {
  cleanup();
});

// findBy* and waitFor wait up to 5 s instead of 1: with the suites in two workers beside browser
// tests, a screen's first answers took longer than a second in a CI run.
configure({ asyncUtilTimeout: 5_000 });
