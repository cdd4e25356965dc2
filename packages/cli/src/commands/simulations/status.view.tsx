import { Box, Text } from "ink";
import { funnelSteps, type SimulationStatusResult, simulationSpan } from "./simulations.js";

/** The simulation's line: name, status, span in its time zone, targets. */
export function SimulationHeadline({ simulation: s }: Pick<SimulationStatusResult, "simulation">) {
  return (
    <Text>
      <Text bold>{s.name}</Text> · {s.status} · {simulationSpan(s)} ({s.timeZone}) · {s.targetsCount} targets
    </Text>
  );
}

/** What the funnel leaves out: emails not sent yet, and the bots' requests. */
export function SimulationFootnote({ overview: o }: Pick<SimulationStatusResult, "overview">) {
  return (
    <Text dimColor>
      {o.scheduled} still scheduled · {o.botEventsCount} bot or scanner requests kept out of the funnel
    </Text>
  );
}

/** Terminal view of `bulwark simulations status`: the simulation and its funnel. */
export function SimulationStatusView({ result }: { result: SimulationStatusResult }) {
  return (
    <Box flexDirection="column">
      <SimulationHeadline simulation={result.simulation} />
      {funnelSteps(result.overview).map(([name, step]) => (
        <Text key={name}>
          {name.padEnd(10)} {String(step.count).padStart(6)} {String(step.percentage).padStart(4)}%
        </Text>
      ))}
      <SimulationFootnote overview={result.overview} />
    </Box>
  );
}
