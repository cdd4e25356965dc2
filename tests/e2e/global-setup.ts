import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { buildScriptBundle } from "../../packages/elements/scripts/build-options";
import { buildIfStale } from "./support/build.js";
import { webAppDist } from "./support/paths.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A fresh build of the elements' script bundle (bulwark-elements.js and chunks/), for the MSP portal. */
    elementsDir: string;
  }
}

/**
 * Before the browser tests: the web app is built when missing or older than its sources (it is
 * what `pnpm start` serves too), and the elements' script bundle is built fresh into a temporary
 * directory, so neither is ever tested stale.
 */
export default async function setup(project: TestProject) {
  buildIfStale("web-app", path.join(webAppDist, "index.html"), [
    "examples/web-app/src",
    "examples/web-app/index.html",
    "examples/web-app/vite.config.ts",
    "examples/web-app/public",
    "packages/widgets/src",
    "packages/client/src",
  ]);
  const elementsDir = await mkdtemp(path.join(tmpdir(), "bulwark-e2e-elements-"));
  await buildScriptBundle(elementsDir);
  project.provide("elementsDir", elementsDir);
  return async () => {
    await rm(elementsDir, { recursive: true, force: true });
  };
}
