import { defineConfig } from "tsup";
import { bundleOptions, libraryOptions } from "./scripts/build-options";
import { consolidateChunks } from "./scripts/consolidate";

export default defineConfig([
  libraryOptions,
  {
    ...bundleOptions,
    // The metafile tells the second step (Rolldown merging shared chunks) what each chunk holds.
    metafile: true,
    onSuccess: () => consolidateChunks(new URL("./dist", import.meta.url).pathname),
  },
]);
