import { Text } from "ink";
import type { LessonExportResult } from "./export.js";

/** Terminal view of an exported lesson: where the file is and what it holds. */
export function LessonExportView({ result }: { result: LessonExportResult }) {
  return (
    <Text>
      <Text color="green">Saved</Text> {result.file}: {result.name} ({result.pages}{" "}
      {result.pages === 1 ? "page" : "pages"}, {result.languages.join(", ")})
    </Text>
  );
}
