import { Box, Text } from "ink";
import type { LoginResult } from "./login.js";

/** Terminal view of a successful `bulwark login`. */
export function LoginView({ result }: { result: LoginResult }) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">✔</Text> Signed in to {result.apiUrl} as <Text bold>{result.user.email}</Text>
      </Text>
      <Text>
        {"  "}Organization:{" "}
        {result.activeTenant ? (
          <Text bold>{result.activeTenant.name ?? result.activeTenant.id}</Text>
        ) : (
          <Text dimColor>none (choose one with `bulwark orgs use`)</Text>
        )}
      </Text>
      {result.recoveryKey ? (
        <Box
          marginTop={1}
          alignSelf="flex-start"
          borderStyle="round"
          borderColor="yellow"
          paddingX={1}
          flexDirection="column"
        >
          <Text color="yellow">Your recovery key was used up. This is the new one, shown only now:</Text>
          <Text bold>{result.recoveryKey}</Text>
        </Box>
      ) : null}
    </Box>
  );
}
