import type { Tenant } from "@bulwark/client";
import { Box, Text } from "ink";
import { Table } from "../../ui/table.js";
import type { OrgsListResult } from "./list.js";

/** Terminal view of `bulwark orgs list`: a table, the active organization marked. */
export function OrgsListView({ result }: { result: OrgsListResult }) {
  if (result.items.length === 0) {
    return <Text dimColor>You belong to no organization yet.</Text>;
  }
  return (
    <Box flexDirection="column">
      <Table<Tenant>
        rows={result.items}
        columns={[
          { header: "", cell: (t) => (t.id === result.activeTenantId ? "*" : "") },
          { header: "NAME", cell: (t) => t.name },
          { header: "ID", cell: (t) => t.id },
          { header: "ROLES", cell: (t) => t.roles.join(", ") || "-" },
        ]}
      />
      <Text dimColor>
        {result.total} organization{result.total === 1 ? "" : "s"}
        {result.activeTenantId ? "; * is active" : "; choose one with `bulwark orgs use <id|name>`"}
      </Text>
    </Box>
  );
}
