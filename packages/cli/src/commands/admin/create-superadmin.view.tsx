import type { User } from "@bulwark/client";
import { Box, Text } from "ink";

/** Terminal view of `bulwark admin create-superadmin`. */
export function CreateSuperAdminView({ user }: { user: User }) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">✔</Text> <Text bold>{user.email}</Text> is a super-admin
      </Text>
      <Text dimColor>Permissions: {user.superAdminPermissions.join(", ")}</Text>
    </Box>
  );
}
