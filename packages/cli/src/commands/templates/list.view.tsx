import { Box, Text } from "ink";
import { pageSummary } from "../../paging.js";
import { Table } from "../../ui/table.js";
import { type PhishingTemplate, type TemplatesListResult, templateScope } from "./list.js";

/** Terminal view of `bulwark templates list`: a table, then which rows of how many and the next page. */
export function TemplatesListView({ result }: { result: TemplatesListResult }) {
  if (result.total === 0) {
    return <Text dimColor>No templates match these filters.</Text>;
  }
  if (result.items.length === 0) {
    return <Text dimColor>No templates on this page: there are {result.total}. Try an earlier --page.</Text>;
  }
  return (
    <Box flexDirection="column">
      <Table<PhishingTemplate>
        rows={result.items}
        columns={[
          { header: "NAME", cell: (t) => t.name },
          { header: "TYPE", cell: (t) => t.type },
          { header: "LANG", cell: (t) => t.language },
          { header: "SCOPE", cell: templateScope },
          { header: "ID", cell: (t) => t.id },
        ]}
      />
      <Text dimColor>
        {pageSummary(result, ["template", "templates"])}
        {"; send one to yourself with `bulwark templates send-test <id> --to <email>`"}
      </Text>
    </Box>
  );
}
