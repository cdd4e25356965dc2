import { Box, Text } from "ink";
import { Table } from "../../ui/table.js";
import type { Learner, LearnersListResult } from "./list.js";

/** Terminal view of `bulwark learners list`: a table, then which rows of how many and the next page. */
export function LearnersListView({ result }: { result: LearnersListResult }) {
  if (result.total === 0) return <Text dimColor>No learners match in {result.course.name}.</Text>;
  const first = result.skip + 1;
  const last = result.skip + result.items.length;
  const nextPage = last < result.total ? Math.floor(result.skip / result.limit) + 2 : undefined;
  return (
    <Box flexDirection="column">
      <Text bold>{result.course.name}</Text>
      <Table<Learner>
        rows={result.items}
        columns={[
          { header: "NAME", cell: (l) => l.displayName || "-" },
          { header: "EMAIL", cell: (l) => l.email },
          { header: "STATUS", cell: (l) => l.status },
          { header: "RESULT", cell: (l) => l.result },
          { header: "SCORE", cell: (l) => (l.score === null ? "-" : `${l.score}%`) },
          { header: "DONE", cell: (l) => `${l.completionRate}%` },
          { header: "DAYS LEFT", cell: (l) => String(l.daysLeft) },
        ]}
      />
      <Text dimColor>
        {first === 1 && last === result.total
          ? `${result.total} ${result.total === 1 ? "learner" : "learners"}`
          : `${first}–${last} of ${result.total} learners`}
        {nextPage ? `; next: --page ${nextPage}` : ""}
      </Text>
    </Box>
  );
}
