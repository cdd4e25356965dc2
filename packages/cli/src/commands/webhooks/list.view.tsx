import { Box, Text } from "ink";
import { Table } from "../../ui/table.js";
import { endpointState, type WebhookEndpoint, type WebhooksListResult } from "./list.js";

/** Terminal view of `bulwark webhooks list`. */
export function WebhooksListView({ result }: { result: WebhooksListResult }) {
  if (result.items.length === 0) {
    return <Text dimColor>No webhook endpoints yet; add one with `bulwark webhooks add &lt;url&gt;`.</Text>;
  }
  return (
    <Box flexDirection="column">
      <Table<WebhookEndpoint>
        rows={result.items}
        columns={[
          { header: "URL", cell: (e) => e.url },
          { header: "STATE", cell: endpointState },
          { header: "EVENTS", cell: (e) => e.eventTypes.join(", ") },
          { header: "ID", cell: (e) => e.id },
        ]}
      />
      <Text dimColor>
        {result.total} endpoint{result.total === 1 ? "" : "s"}
      </Text>
    </Box>
  );
}
