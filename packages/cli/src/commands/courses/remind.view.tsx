import { Text } from "ink";
import type { RemindResult } from "./remind.js";

/** Terminal view of the reminders sent. */
export function RemindView({ result }: { result: RemindResult }) {
  return (
    <Text>
      <Text color="green">Reminding</Text> {result.queued} {result.queued === 1 ? "learner" : "learners"} of{" "}
      {result.name}
    </Text>
  );
}
