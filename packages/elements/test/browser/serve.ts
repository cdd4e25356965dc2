// Serves the browser-test page for a person to look at (not a test):
//   pnpm --filter @bulwark/elements exec tsx test/browser/serve.ts
// then open the printed address, or: chromium --headless --screenshot=/tmp/el.png <address>
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createUser, startTestApi } from "@bulwark/api/testing";
import { buildScriptBundle } from "../../scripts/build-options";
import { startPageServer } from "./page-server";

const bundleDir = await mkdtemp(path.join(tmpdir(), "bulwark-elements-"));
await buildScriptBundle(bundleDir);
const api = await startTestApi();
const user = await createUser(api, { firstName: "Mila" });
const server = await startPageServer({ apiBaseUrl: api.baseUrl, bundleDir, token: user.accessToken });
process.stdout.write(`${server.url}\n`);
process.on("SIGINT", () => {
  void Promise.all([server.close(), api.close()]).then(() => process.exit(0));
});
