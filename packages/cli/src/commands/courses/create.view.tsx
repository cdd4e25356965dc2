import { Text } from "ink";
import type { Course } from "./courses.js";

/** Terminal view of a launched course. */
export function CourseCreateView({ result }: { result: Course }) {
  return (
    <Text>
      <Text color="green">Launched</Text> {result.name} for {result.learnerCount}{" "}
      {result.learnerCount === 1 ? "learner" : "learners"}, until {result.endDate.slice(0, 10)} (id {result.id})
    </Text>
  );
}
