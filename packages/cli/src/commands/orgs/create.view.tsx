import { Text } from "ink";
import type { OrgsCreateResult } from "./create.js";

/** Terminal view of `bulwark orgs create`. */
export function OrgsCreateView({ result }: { result: OrgsCreateResult }) {
  return (
    <Text>
      <Text color="green">✔</Text> Created <Text bold>{result.name}</Text> <Text dimColor>({result.id})</Text>
      {result.active ? ", now the active organization" : ""}
    </Text>
  );
}
