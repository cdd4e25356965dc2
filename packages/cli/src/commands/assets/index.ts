import type { Command } from "commander";
import { OperationFailedError } from "../../errors.js";
import { element, present, working } from "../../output.js";
import type { Runtime } from "../../runtime.js";
import {
  addAssets,
  assetLines,
  discoverAsset,
  discoveryFailedMessage,
  listAssets,
  parseAssetType,
  parseBoolean,
  parseOrigin,
  verifyAsset,
} from "./assets.js";

const views = () => import("./assets.view.js");

/** `bulwark assets add|list|verify|discover`. */
export function registerAssetsCommands(program: Command, runtime: Runtime): void {
  const { io } = runtime;
  const assets = program
    .command("assets")
    .description("The active organization's domains, subdomains and IP addresses");

  assets
    .command("add")
    .description("Add domains, subdomains or IP addresses (all or nothing: one bad name refuses the list)")
    .argument("<name...>", "names, separated by spaces or commas")
    .option("--json", "print JSON for scripts")
    .action(async (names: string[], options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const result = await working(io, mode, "Adding assets", () => addAssets(session, names));
      await present(io, mode, result, {
        view: async (r) => element((await views()).AddAssetsView, { result: r }),
        lines: (r) => [...assetLines(r.items), ...r.existing.map((name) => `existing\t${name}`)],
      });
    });

  assets
    .command("list")
    .description("List assets, newest first")
    .option("--search <text>", "only names containing this")
    .option("--type <type>", "domain, subdomain, ipv4 or ipv6")
    .option("--verified <bool>", "only verified (true) or unverified (false)")
    .option("--monitored <bool>", "only monitored (true) or not (false)")
    .option("--origin <origin>", "manual or automatic (found by discovery)")
    .option("--json", "print JSON for scripts")
    .action(
      async (options: {
        search?: string;
        type?: string;
        verified?: string;
        monitored?: string;
        origin?: string;
        json?: boolean;
      }) => {
        const mode = runtime.mode(options.json);
        const filters = {
          search: options.search,
          assetType: options.type === undefined ? undefined : parseAssetType(options.type),
          verified: options.verified === undefined ? undefined : parseBoolean(options.verified, "--verified"),
          monitored: options.monitored === undefined ? undefined : parseBoolean(options.monitored, "--monitored"),
          origin: options.origin === undefined ? undefined : parseOrigin(options.origin),
        };
        const session = await runtime.session();
        const result = await working(io, mode, "Loading assets", () => listAssets(session, filters));
        await present(io, mode, result, {
          view: async (r) => element((await views()).AssetsTable, { assets: r.items, total: r.total }),
          lines: (r) => assetLines(r.items),
        });
      },
    );

  assets
    .command("verify")
    .description("Check the asset's TXT record and .well-known file now")
    .argument("<asset>", "the asset's id or name")
    .option("--json", "print JSON for scripts")
    .action(async (ref: string, options: { json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const session = await runtime.session();
      const verification = await working(io, mode, "Verifying", () => verifyAsset(session, ref));
      await present(io, mode, verification, {
        view: async (v) => element((await views()).VerifyView, { verification: v }),
        lines: (v) => [v.message ?? `${v.name} is now verifed`],
      });
    });

  assets
    .command("discover")
    .description("Look for a domain's subdomains and addresses")
    .argument("<asset>", "the asset's id or name (a domain or subdomain)")
    .option("--wait", "wait until the discovery has Completed or Failed")
    .option("--timeout <seconds>", "how long --wait waits", "300")
    .option("--json", "print JSON for scripts")
    .action(async (ref: string, options: { wait?: boolean; timeout: string; json?: boolean }) => {
      const mode = runtime.mode(options.json);
      const timeoutMs = Math.max(1, Number.parseInt(options.timeout, 10) || 300) * 1000;
      const session = await runtime.session();
      const discovery = await working(io, mode, options.wait ? "Discovering" : "Requesting discovery", () =>
        discoverAsset(session, ref, { wait: options.wait ?? false, timeoutMs }),
      );
      await present(io, mode, discovery, {
        view: async (d) => element((await views()).DiscoveryView, { discovery: d }),
        lines: (d) => [
          `${d.status}\t${d.assetName}`,
          ...d.discoveryData.newlyDiscoveredAssets.map((a) => `new\t${a.id}\t${a.name}\t${a.assetType}`),
        ],
      });
      if (discovery.status === "Failed") {
        throw new OperationFailedError(
          `${discoveryFailedMessage(discovery.assetName)}${discovery.error ? `: ${discovery.error}` : ""}`,
        );
      }
    });
}
