import { Box, Text } from "ink";
import { Table } from "../../ui/table.js";
import { fullName, type Invitation, type Member, type MembersListResult, ROLE_LABELS, type Role } from "./members.js";

const roles = (list: Role[]) => list.map((role) => ROLE_LABELS[role]).join(", ") || "-";
const day = (timestamp: string) => timestamp.slice(0, 10);

/** Terminal view of `bulwark members list`: the members, then the pending invitations. */
export function MembersListView({ result }: { result: MembersListResult }) {
  const pending = result.invitations?.items ?? [];
  return (
    <Box flexDirection="column">
      <Table<Member>
        rows={result.members.items}
        columns={[
          { header: "NAME", cell: (m) => fullName(m) || "-" },
          { header: "EMAIL", cell: (m) => m.email },
          { header: "ROLES", cell: (m) => roles(m.roles) },
          { header: "JOINED", cell: (m) => day(m.joinedAt) },
        ]}
      />
      <Text dimColor>
        {result.members.total} member{result.members.total === 1 ? "" : "s"}
      </Text>
      {pending.length > 0 && (
        <Box flexDirection="column" marginTop={1}>
          <Text bold>Pending invitations</Text>
          <Table<Invitation>
            rows={pending}
            columns={[
              { header: "EMAIL", cell: (i) => i.email },
              { header: "ROLES", cell: (i) => roles(i.roles) },
              { header: "INVITED BY", cell: (i) => i.invitedBy },
              { header: "SENT", cell: (i) => day(i.createdAt) },
            ]}
          />
        </Box>
      )}
    </Box>
  );
}

/** Terminal view of `bulwark members invite`: who was invited, as what. */
export function InvitedView({ invitations }: { invitations: Invitation[] }) {
  return (
    <Box flexDirection="column">
      {invitations.map((i) => (
        <Text key={i.id}>
          <Text color="green">Invited</Text> {i.email} as {roles(i.roles)}
        </Text>
      ))}
      <Text dimColor>Each was emailed a link to join; it shows under `bulwark members list` until accepted.</Text>
    </Box>
  );
}
