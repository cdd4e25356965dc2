import { Box, Text } from "ink";
import type { WebhooksAddResult } from "./add.js";

/** Terminal view of `bulwark webhooks add`: the endpoint, and its secret with a warning that it is shown once. */
export function WebhooksAddView({ result }: { result: WebhooksAddResult }) {
  return (
    <Box flexDirection="column">
      <Text>
        Added <Text bold>{result.endpoint.url}</Text> ({result.endpoint.id}) for {result.endpoint.eventTypes.join(", ")}
        .
      </Text>
      <Text>
        Signing secret: <Text bold>{result.secret}</Text>
      </Text>
      <Text color="yellow">
        Store it now: it is not shown again (`bulwark webhooks rotate` gives a new one if it is lost).
      </Text>
    </Box>
  );
}
