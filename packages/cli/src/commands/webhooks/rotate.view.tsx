import { Box, Text } from "ink";
import type { WebhooksRotateResult } from "./rotate.js";

/** Terminal view of `bulwark webhooks rotate`: the new secret, shown once, and until when the old one is valid. */
export function WebhooksRotateView({ result }: { result: WebhooksRotateResult }) {
  return (
    <Box flexDirection="column">
      <Text>
        New signing secret for <Text bold>{result.endpoint.url}</Text> ({result.endpoint.id}):{" "}
        <Text bold>{result.secret}</Text>
      </Text>
      <Text color="yellow">Store it now: it is not shown again.</Text>
      {result.endpoint.previousSecretExpiresAt && (
        <Text>
          The old secret stays valid until {result.endpoint.previousSecretExpiresAt.replace("T", " ").slice(0, 16)} UTC;
          until then every delivery carries both signatures.
        </Text>
      )}
    </Box>
  );
}
