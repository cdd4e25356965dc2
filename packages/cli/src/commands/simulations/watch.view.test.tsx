import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import type { Simulation } from "./simulations.js";
import type { WatchUpdate } from "./watch.js";
import { SimulationWatchView } from "./watch.view.js";

const step = (count: number, percentage: number) => ({ count, percentage });
const update: WatchUpdate = {
  at: "2026-11-25T10:15:30.000Z",
  simulation: {
    id: "sim-1",
    name: "Q4 invoices",
    description: "",
    status: "InProgress",
    startDate: "2026-11-20T08:00:00.000Z",
    endDate: "2026-11-27T08:00:00.000Z",
    stoppedAt: null,
    timeZone: "Europe/Belgrade",
    durationWeeks: 1,
    businessDays: ["Monday"],
    businessHoursStart: "09:00",
    businessHoursEnd: "17:00",
    maxAttacksPerTarget: 1,
    feedbackType: "PhishedDisplay",
    feedbackMessage: null,
    sendingProfileId: null,
    targetsCount: 10,
    emailsCount: 10,
    templates: [],
    funnel: { sent: 8, opened: 4, clicked: 2, submitted: 1, reported: 3 },
    remedialCourse: null,
    createdAt: "2026-11-20T08:00:00.000Z",
    updatedAt: "2026-11-20T08:00:00.000Z",
  } satisfies Simulation,
  overview: {
    targetsCount: 10,
    scheduled: 2,
    sent: step(8, 100),
    opened: step(4, 50),
    clicked: step(2, 25),
    submitted: step(1, 13),
    reported: step(3, 38),
    failed: step(2, 20),
    botEventsCount: 5,
    botReasons: [{ reason: "HEAD request", count: 5 }],
    timeline: [],
    averageTimeToFailMs: 60_000,
    averageReactionMs: 120_000,
    templates: [],
  },
};

describe("SimulationWatchView", () => {
  it("draws each funnel step as a bar of its share and says when it refreshes", () => {
    const { lastFrame } = render(<SimulationWatchView update={update} intervalSeconds={5} />);
    const frame = lastFrame() ?? "";
    expect(frame).toContain("Q4 invoices");
    // 50% of a 30-cell bar is 15 cells filled; the count and percentage on the bar's line.
    expect(frame).toMatch(/opened\s+█{15}░{15}\s+4\s+50%/);
    expect(frame).toMatch(/sent\s+█{30}\s+8\s+100%/);
    // Each step once: no table of the same figures above the bars.
    expect(frame.match(/^opened/gm)).toHaveLength(1);
    expect(frame).toContain("2 still scheduled · 5 bot or scanner requests kept out of the funnel");
    expect(frame).toContain("Read at 10:15:30 UTC · refreshing every 5s · Ctrl-C to stop");
  });

  it("a stopped simulation's span ends when it was stopped", () => {
    const stopped = {
      ...update,
      simulation: { ...update.simulation, status: "Stopped" as const, stoppedAt: "2026-11-22T13:00:00.000Z" },
    };
    const frame = render(<SimulationWatchView update={stopped} intervalSeconds={5} state="finished" />).lastFrame();
    expect(frame).toContain("Q4 invoices · Stopped · 2026-11-20 → 2026-11-22 (Europe/Belgrade)");
  });

  it("says why watching ended: the simulation finished, or Ctrl-C", () => {
    const ended = { ...update, simulation: { ...update.simulation, status: "Ended" as const } };
    expect(render(<SimulationWatchView update={ended} intervalSeconds={5} state="finished" />).lastFrame()).toContain(
      "Finished (Ended)",
    );
    expect(
      render(<SimulationWatchView update={update} intervalSeconds={5} state="interrupted" />).lastFrame(),
    ).toContain("Stopped watching");
  });
});
