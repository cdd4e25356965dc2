import { Text } from "ink";

/** Terminal line of `people delete|tag|group`: what changed, with a check mark. */
export function BulkResultView({ line }: { line: string }) {
  return (
    <Text>
      <Text color="green">✔</Text> {line}
    </Text>
  );
}
