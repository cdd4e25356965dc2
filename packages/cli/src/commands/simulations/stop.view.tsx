import { Text } from "ink";
import type { Simulation } from "./simulations.js";

/** Terminal view of `bulwark simulations stop`. */
export function SimulationStopView({ result }: { result: Simulation }) {
  return (
    <Text>
      Stopped <Text bold>{result.name}</Text> ({result.id}). Emails not sent yet are cancelled.
    </Text>
  );
}
