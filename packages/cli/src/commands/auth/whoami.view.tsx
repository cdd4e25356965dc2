import { Box, Text } from "ink";
import type { WhoamiResult } from "./whoami.js";

/** Terminal view of `bulwark whoami`. */
export function WhoamiView({ result }: { result: WhoamiResult }) {
  const { user } = result;
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>
          {user.firstName} {user.lastName}
        </Text>{" "}
        &lt;{user.email}&gt;
      </Text>
      <Text>
        API: {result.apiUrl}
        {result.source === "env" ? <Text dimColor> (from BULWARK_TOKEN)</Text> : null}
      </Text>
      <Text>
        Two-factor: {user.isTwoFactorAuthEnabled ? <Text color="green">on</Text> : <Text color="yellow">off</Text>}
      </Text>
      {user.superAdminPermissions.length > 0 ? <Text>Super-admin: {user.superAdminPermissions.join(", ")}</Text> : null}
      <Text>
        Organization:{" "}
        {result.activeTenant ? (
          <Text bold>{result.activeTenant.name ?? result.activeTenant.id}</Text>
        ) : (
          <Text dimColor>none</Text>
        )}
      </Text>
    </Box>
  );
}
