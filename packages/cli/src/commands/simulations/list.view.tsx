import { Box, Text } from "ink";
import { Table } from "../../ui/table.js";
import { type Simulation, type SimulationsListResult, simulationSpan } from "./simulations.js";

/** Terminal view of `bulwark simulations list`. */
export function SimulationsListView({ result }: { result: SimulationsListResult }) {
  if (result.items.length === 0) return <Text dimColor>No phishing simulations here yet.</Text>;
  return (
    <Box flexDirection="column">
      <Table<Simulation>
        rows={result.items}
        columns={[
          { header: "NAME", cell: (s) => s.name },
          { header: "STATUS", cell: (s) => s.status },
          { header: "DATES (UTC)", cell: simulationSpan },
          { header: "TARGETS", cell: (s) => String(s.targetsCount) },
          { header: "EMAILS", cell: (s) => String(s.emailsCount) },
          { header: "ID", cell: (s) => s.id },
        ]}
      />
      <Text dimColor>
        {result.total} simulation{result.total === 1 ? "" : "s"}
      </Text>
    </Box>
  );
}
