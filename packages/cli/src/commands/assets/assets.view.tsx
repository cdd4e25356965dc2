import { Box, Text } from "ink";
import { Table } from "../../ui/table.js";
import type { AddAssetsResult, Asset, AssetDiscovery, AssetVerification } from "./assets.js";
import { discoveryFailedMessage } from "./assets.js";

/** A table of assets. */
export function AssetsTable({ assets, total }: { assets: Asset[]; total: number }) {
  if (assets.length === 0) return <Text dimColor>No assets match.</Text>;
  return (
    <Box flexDirection="column">
      <Table<Asset>
        rows={assets}
        columns={[
          { header: "NAME", cell: (a) => a.name },
          { header: "TYPE", cell: (a) => a.assetType },
          { header: "VERIFIED", cell: (a) => (a.verified ? "yes" : "no") },
          { header: "MONITORED", cell: (a) => (a.monitored ? "yes" : "no") },
          { header: "ORIGIN", cell: (a) => a.origin },
          { header: "ID", cell: (a) => a.id },
        ]}
      />
      <Text dimColor>
        {total} asset{total === 1 ? "" : "s"}
      </Text>
    </Box>
  );
}

/** What `assets add` did. */
export function AddAssetsView({ result }: { result: AddAssetsResult }) {
  return (
    <Box flexDirection="column">
      {result.items.length > 0 && <AssetsTable assets={result.items} total={result.items.length} />}
      {result.existing.length > 0 && <Text dimColor>Already there: {result.existing.join(", ")}</Text>}
      {result.items.some((a) => a.assetType === "domain" || a.assetType === "subdomain") && (
        <Text dimColor>Discovery of subdomains and addresses has started; see `bulwark assets discover`.</Text>
      )}
    </Box>
  );
}

/** A successful verification. */
export function VerifyView({ verification }: { verification: AssetVerification }) {
  return (
    <Text>
      <Text color="green">✔</Text> {verification.message ?? `${verification.name} is now verifed`}
    </Text>
  );
}

/** A discovery run: its status and the assets it found. */
export function DiscoveryView({ discovery }: { discovery: AssetDiscovery }) {
  const found = discovery.discoveryData.newlyDiscoveredAssets;
  if (discovery.status === "Failed") {
    return <Text color="red">{discoveryFailedMessage(discovery.assetName)}</Text>;
  }
  if (discovery.status === "Requested") {
    return <Text>Discovery of {discovery.assetName} requested; check again with --wait.</Text>;
  }
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">✔</Text> Discovery of {discovery.assetName} completed: {found.length} new asset
        {found.length === 1 ? "" : "s"}
      </Text>
      {found.map((a) => (
        <Text key={a.id}>
          {"  "}
          {a.name} <Text dimColor>({a.assetType})</Text>
        </Text>
      ))}
    </Box>
  );
}
