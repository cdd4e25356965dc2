import { Box, Text } from "ink";
import { Table } from "../../ui/table.js";
import { type Course, type CoursesListResult, statusLabel } from "./courses.js";

/** Terminal view of `bulwark courses list`: a table, then how many of each group. */
export function CoursesListView({ result }: { result: CoursesListResult }) {
  if (result.items.length === 0) {
    return <Text dimColor>No courses yet; launch one with `bulwark courses create`.</Text>;
  }
  const { counts } = result;
  return (
    <Box flexDirection="column">
      <Table<Course>
        rows={result.items}
        columns={[
          { header: "NAME", cell: (c) => c.name },
          { header: "STATUS", cell: (c) => statusLabel(c.status) },
          { header: "LEARNERS", cell: (c) => String(c.learnerCount) },
          { header: "COMPLETED", cell: (c) => String(c.completedCount) },
          { header: "PASSED", cell: (c) => `${c.passedCount}/${c.learnerCount}` },
          { header: "ENDS", cell: (c) => c.endDate.slice(0, 10) },
          { header: "ID", cell: (c) => c.id },
        ]}
      />
      <Text dimColor>
        {counts.in_progress} active, {counts.upcoming} upcoming, {counts.finished} finished
      </Text>
    </Box>
  );
}
