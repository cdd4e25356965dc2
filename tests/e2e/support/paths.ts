import { fileURLToPath } from "node:url";

/** The repository root. */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
/** The built reference web app the API serves at "/". */
export const webAppDist = fileURLToPath(new URL("../../../examples/web-app/dist", import.meta.url));
