import { Box, Text } from "ink";
import { Table } from "../../ui/table.js";
import { campaignSpan, type NanoCampaignSummary, type NanoCampaignsListResult } from "./list.js";

/** Terminal view of `bulwark nano campaigns list`. */
export function NanoCampaignsListView({ result }: { result: NanoCampaignsListResult }) {
  if (result.items.length === 0) {
    return <Text dimColor>No nano campaigns here yet.</Text>;
  }
  return (
    <Box flexDirection="column">
      <Table<NanoCampaignSummary>
        rows={result.items}
        columns={[
          { header: "NAME", cell: (c) => c.name },
          { header: "STATUS", cell: (c) => c.status },
          { header: "DATES (UTC)", cell: campaignSpan },
          { header: "LEARNERS", cell: (c) => String(c.learnersCount) },
          { header: "ENGAGEMENT", cell: (c) => `${c.engagementRate}%` },
          { header: "ID", cell: (c) => c.id },
        ]}
      />
      <Text dimColor>
        {result.total} campaign{result.total === 1 ? "" : "s"}
      </Text>
    </Box>
  );
}
