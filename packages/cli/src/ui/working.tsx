import { Box, Text } from "ink";
import Spinner from "ink-spinner";

/** A spinner with what is being done, shown on stderr while a call runs. */
export function Working({ label }: { label: string }) {
  return (
    <Box>
      <Text color="cyan">
        <Spinner type="dots" />
      </Text>
      <Text> {label}…</Text>
    </Box>
  );
}
