import { Box, Text } from "ink";
import { Table } from "../../ui/table.js";
import { lastOutcome, type WebhookDelivery, type WebhooksDeliveriesResult } from "./deliveries.js";

/** Terminal view of `bulwark webhooks deliveries`: the log as a table. */
export function WebhooksDeliveriesView({ result }: { result: WebhooksDeliveriesResult }) {
  if (result.items.length === 0) return <Text dimColor>Nothing delivered to {result.endpoint.url} yet.</Text>;
  return (
    <Box flexDirection="column">
      <Table<WebhookDelivery>
        rows={result.items}
        columns={[
          { header: "CREATED", cell: (d) => d.createdAt.replace("T", " ").slice(0, 19) },
          { header: "EVENT", cell: (d) => d.eventType + (d.replayOf ? " (replay)" : "") },
          { header: "STATUS", cell: (d) => d.status },
          { header: "ATTEMPTS", cell: (d) => String(d.attempts) },
          {
            header: "LAST ANSWER",
            cell: (d) => `${outcomeCell(d)}${d.latencyMs === null ? "" : ` in ${d.latencyMs} ms`}`,
          },
          { header: "NEXT TRY", cell: (d) => d.nextAttemptAt?.replace("T", " ").slice(0, 19) ?? "-" },
          { header: "ID", cell: (d) => d.id },
        ]}
      />
      <Text dimColor>
        {result.items.length} of {result.total} deliver{result.total === 1 ? "y" : "ies"} to {result.endpoint.url}
      </Text>
    </Box>
  );
}

/** The last answer in a cell of at most 40 characters, cut with an ellipsis so a cut shows. */
function outcomeCell(d: WebhookDelivery) {
  const text = lastOutcome(d);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
