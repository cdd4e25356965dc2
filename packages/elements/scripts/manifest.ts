// Writes custom-elements.json from the registry: `pnpm --filter @bulwark/elements manifest`
// (also run by `build`). A test fails while the committed file differs from what this writes.
import { writeFileSync } from "node:fs";
import { manifestText } from "./manifest-lib";

const file = new URL("../custom-elements.json", import.meta.url);
writeFileSync(file, manifestText());
console.log(`wrote ${file.pathname}`);
