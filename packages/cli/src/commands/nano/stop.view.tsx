import { Text } from "ink";
import type { NanoCampaignStopResult } from "./stop.js";

/** Terminal view of `bulwark nano campaigns stop`. */
export function NanoCampaignStopView({ result }: { result: NanoCampaignStopResult }) {
  return (
    <Text>
      Stopped <Text bold>{result.name}</Text> ({result.id}). {result.sentCount} email
      {result.sentCount === 1 ? "" : "s"} had been sent; the rest are cancelled.
    </Text>
  );
}
