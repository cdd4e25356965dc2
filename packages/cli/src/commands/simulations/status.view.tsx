import { Box, Text } from "ink";
import { funnelSteps, type SimulationStatusResult, simulationSpan } from "./simulations.js";

/** Terminal view of `bulwark simulations status`: the simulation and its funnel. */
export function SimulationStatusView({ result }: { result: SimulationStatusResult }) {
  const { simulation: s, overview: o } = result;
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{s.name}</Text> · {s.status} · {simulationSpan(s)} ({s.timeZone}) · {s.targetsCount} targets
      </Text>
      {funnelSteps(o).map(([name, step]) => (
        <Text key={name}>
          {name.padEnd(10)} {String(step.count).padStart(6)} {String(step.percentage).padStart(4)}%
        </Text>
      ))}
      <Text dimColor>
        {o.scheduled} still scheduled · {o.botEventsCount} bot or scanner requests kept out of the funnel
      </Text>
    </Box>
  );
}
