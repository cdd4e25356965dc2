import { Text } from "ink";
import type { WebhooksTestResult } from "./test.js";

/** Terminal view of `bulwark webhooks test`. */
export function WebhooksTestView({ result }: { result: WebhooksTestResult }) {
  return (
    <Text>
      Test message queued for <Text bold>{result.url}</Text>; follow it with `bulwark webhooks deliveries{" "}
      {result.endpointId}` (delivery {result.id}).
    </Text>
  );
}
