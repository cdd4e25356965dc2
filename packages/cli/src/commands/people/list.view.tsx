import { Box, Text } from "ink";
import { pageSummary } from "../../paging.js";
import { Table } from "../../ui/table.js";
import { type PeopleListResult, type Person, personName } from "./list.js";

/** Terminal view of `bulwark people list`: a table, then which rows of how many and the next page. */
export function PeopleListView({ result }: { result: PeopleListResult }) {
  if (result.total === 0) {
    return <Text dimColor>No people match. Import some with `bulwark people import people.csv`.</Text>;
  }
  if (result.items.length === 0) {
    return <Text dimColor>No people on this page: there are {result.total}. Try an earlier --page.</Text>;
  }
  return (
    <Box flexDirection="column">
      <Table<Person>
        rows={result.items}
        columns={[
          { header: "NAME", cell: personName },
          { header: "EMAIL", cell: (p) => p.email },
          { header: "GROUPS", cell: (p) => p.groups.join(", ") || "-" },
          { header: "TAGS", cell: (p) => p.tags.join(", ") || "-" },
          { header: "SCORE", cell: (p) => (p.score === null ? "-" : String(p.score)) },
        ]}
      />
      <Text dimColor>{pageSummary(result, ["person", "people"])}</Text>
    </Box>
  );
}
