import { nowIso } from "../../../platform/db/database.js";
import type { Subscriber } from "../../../platform/events/events.js";
import type { Platform } from "../../../platform/platform.js";
import type { PublishedEvent } from "../../domain-events.js";
import { enrolRemedial } from "../../learning/courses/remedial.js";
import { SimulationsRepository } from "./simulations.repository.js";

/**
 * Remedial training: on `TargetFailed`, enrols the target's person in the course the simulation
 * names, through the courses area (which queues the invitation in the course's language). It runs
 * in the dispatch transaction, which already hands each event to this subscriber once whichever
 * API process runs it; the target's claim row makes it once per target too, however many times
 * the target fails (a target marked passed can fail again). What happened is kept on that row.
 */
export function remedialTrainingSubscriber(platform: Platform): Subscriber {
  return {
    name: "phishing.remedial-training",
    async handle(stored, trx) {
      const event = stored as PublishedEvent;
      if (event.type !== "TargetFailed") return;
      const { simulationId, targetId, personId } = event.data;
      if (!simulationId || !targetId) return;
      const simulations = new SimulationsRepository(trx, platform.dialect, event.tenantId);
      const courseId = await simulations.remedialCourseId(simulationId);
      if (!courseId) return;
      if (!(await simulations.claimRemedial(simulationId, targetId, courseId, nowIso()))) return;
      const result = await enrolRemedial(platform, trx, event.tenantId, courseId, personId ?? null);
      await simulations.setRemedialOutcome(targetId, result.outcome, result.learnerId);
    },
  };
}
