import { Box, Text } from "ink";
import { type Simulation, simulationSpan } from "./simulations.js";

/** Terminal view of a launched simulation: who gets how many emails, when, and the remedial training. */
export function SimulationLaunchView({ result: s }: { result: Simulation }) {
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">Launched</Text> {s.name}: {s.emailsCount} {s.emailsCount === 1 ? "email" : "emails"} to{" "}
        {s.targetsCount} {s.targetsCount === 1 ? "target" : "targets"}, {simulationSpan(s)} ({s.timeZone}) · {s.status}
      </Text>
      <Text dimColor>
        {s.businessDays.map((d) => d.slice(0, 3)).join(", ")} {s.businessHoursStart}–{s.businessHoursEnd} · id {s.id}
      </Text>
      {s.remedialCourse && <Text>Who fails is enrolled in the course {s.remedialCourse.name}</Text>}
      {s.remedialNanoPage && <Text>Who fails is emailed the nano page {s.remedialNanoPage.name}</Text>}
    </Box>
  );
}
