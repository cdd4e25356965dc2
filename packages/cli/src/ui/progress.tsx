import { Box, Text } from "ink";
import Spinner from "ink-spinner";

/** Byte counts as people read them: 1.4 MB, 820 KB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A progress bar for long work: what is done, how far, and how much of how much. Once all is
 * sent and `after` is given, a spinner with `after` replaces the bar: the server is still at work.
 */
export function ProgressBar({
  label,
  done,
  total,
  width = 30,
  after,
}: {
  label: string;
  done: number;
  total: number;
  width?: number;
  after?: string | undefined;
}) {
  if (after && total > 0 && done >= total) {
    return (
      <Box>
        <Text color="cyan">
          <Spinner type="dots" />
        </Text>
        <Text>
          {" "}
          {after} ({formatBytes(total)} sent)…
        </Text>
      </Box>
    );
  }
  const ratio = total > 0 ? Math.min(1, done / total) : 0;
  const filled = Math.round(ratio * width);
  return (
    <Box>
      <Text>{label} </Text>
      <Text color="cyan">{"█".repeat(filled)}</Text>
      <Text dimColor>{"░".repeat(width - filled)}</Text>
      <Text>
        {" "}
        {Math.round(ratio * 100)}% ({formatBytes(done)} of {formatBytes(total)})
      </Text>
    </Box>
  );
}
