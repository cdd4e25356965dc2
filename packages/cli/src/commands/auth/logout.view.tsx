import { Text } from "ink";
import type { LogoutResult } from "./logout.js";

/** Terminal view of `bulwark logout`. */
export function LogoutView({ result }: { result: LogoutResult }) {
  return result.signedOut ? (
    <Text>
      <Text color="green">✔</Text> Signed out of {result.apiUrl}
    </Text>
  ) : (
    <Text dimColor>Not signed in</Text>
  );
}
