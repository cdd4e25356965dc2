import { defineConfig } from "tsup";
import { bundleOptions, libraryOptions } from "./scripts/build-options";

export default defineConfig([libraryOptions, bundleOptions]);
