import { Text } from "ink";
import type { OrgsUseResult } from "./use.js";

/** Terminal view of `bulwark orgs use`. */
export function OrgsUseView({ result }: { result: OrgsUseResult }) {
  return (
    <Text>
      <Text color="green">✔</Text> Active organization: <Text bold>{result.name}</Text>{" "}
      <Text dimColor>({result.id})</Text>
    </Text>
  );
}
