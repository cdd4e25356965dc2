import { Box, Text } from "ink";
import type { LessonImportResult } from "./import.js";

/** Terminal view of an imported lesson, with its language warnings. */
export function LessonImportView({ result }: { result: LessonImportResult }) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">Imported</Text> {result.name} ({result.pages} {result.pages === 1 ? "page" : "pages"},{" "}
        {result.tenantId ? "organization content" : "common library"}) {result.id}
      </Text>
      {result.warnings.map((warning) => (
        <Text key={warning.path} color="yellow">
          warning: {warning.path}: {warning.message}
        </Text>
      ))}
    </Box>
  );
}
