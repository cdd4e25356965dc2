import { Box, Text } from "ink";
import { funnelSteps } from "./simulations.js";
import { SimulationFootnote, SimulationHeadline } from "./status.view.js";
import type { WatchUpdate } from "./watch.js";

const BAR = 30;

/** Props of {@link SimulationWatchView}. */
export interface SimulationWatchViewProps {
  /** The latest reading. */
  update: WatchUpdate;
  /** Seconds between refreshes, for the footer. */
  intervalSeconds: number;
  /** Watching, or why it ended (the last frame stays on the terminal). */
  state?: "watching" | "finished" | "interrupted";
}

/**
 * The live view of `bulwark simulations status --watch`: the status, each funnel step as a bar of
 * its share of the emails sent with its count and percentage on the same line (one row per step,
 * not a table and the bars again), and when it was read; redrawn in place at every refresh.
 */
export function SimulationWatchView({ update, intervalSeconds, state = "watching" }: SimulationWatchViewProps) {
  return (
    <Box flexDirection="column">
      <SimulationHeadline simulation={update.simulation} />
      <Box flexDirection="column" marginY={1}>
        {funnelSteps(update.overview).map(([name, step]) => {
          const filled = Math.round((step.percentage / 100) * BAR);
          return (
            <Text key={name}>
              {name.padEnd(10)} <Text color="cyan">{"█".repeat(filled)}</Text>
              <Text dimColor>{"░".repeat(BAR - filled)}</Text> {String(step.count).padStart(6)}{" "}
              {String(step.percentage).padStart(4)}%
            </Text>
          );
        })}
      </Box>
      <SimulationFootnote overview={update.overview} />
      <Text dimColor>
        {state === "finished"
          ? `Finished (${update.simulation.status}) · read at ${update.at.slice(11, 19)} UTC`
          : state === "interrupted"
            ? `Stopped watching · read at ${update.at.slice(11, 19)} UTC`
            : `Read at ${update.at.slice(11, 19)} UTC · refreshing every ${intervalSeconds}s · Ctrl-C to stop`}
      </Text>
    </Box>
  );
}
