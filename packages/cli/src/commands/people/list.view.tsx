import { Box, Text } from "ink";
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
  const first = result.skip + 1;
  const last = result.skip + result.items.length;
  const nextPage = last < result.total ? Math.floor(result.skip / result.limit) + 2 : undefined;
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
      <Text dimColor>
        {first === 1 && last === result.total
          ? `${result.total} ${result.total === 1 ? "person" : "people"}`
          : `${first}–${last} of ${result.total} people`}
        {nextPage ? `; next: --page ${nextPage}` : ""}
      </Text>
    </Box>
  );
}
