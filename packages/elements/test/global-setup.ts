import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { buildScriptBundle } from "../scripts/build-options";

declare module "vitest" {
  export interface ProvidedContext {
    /** Directory holding a fresh build of the script bundle (bulwark-elements.js and chunks/). */
    bundleDir: string;
  }
}

/** Builds the script bundle once for the size check and the browser tests, into a temporary directory. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "bulwark-elements-"));
  await buildScriptBundle(dir, { metafile: true });
  project.provide("bundleDir", dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
