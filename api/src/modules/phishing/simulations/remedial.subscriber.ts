import type { Transaction } from "kysely";
import { nowIso } from "../../../platform/db/database.js";
import type { Database } from "../../../platform/db/schema.js";
import type { Subscriber } from "../../../platform/events/events.js";
import type { Platform } from "../../../platform/platform.js";
import type { PublishedEvent } from "../../domain-events.js";
import { enrolRemedial } from "../../learning/courses/remedial.js";
import { sendRemedialNanoPage } from "../../learning/nano-campaigns/remedial-nano.js";
import { SimulationsRepository } from "./simulations.repository.js";

/**
 * Remedial training: on `TargetFailed`, enrols the target's person in the course the simulation
 * names, through the courses area (which queues the invitation in the course's language), and
 * sends them the nano page it names, through the nano-learning area (the simulation's remedial
 * nano campaign emails it at once). It runs in the dispatch transaction, which already hands each
 * event to this subscriber once whichever API process runs it; the target's claim rows make each
 * once per target too, however many times the target fails (a target marked passed can fail
 * again). What happened is kept on those rows.
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
      await remedialCourse(platform, trx, simulations, event.tenantId, simulationId, targetId, personId ?? null);
      await remedialNanoPage(platform, trx, simulations, event.tenantId, simulationId, targetId, personId ?? null);
    },
  };
}

async function remedialCourse(
  platform: Platform,
  trx: Transaction<Database>,
  simulations: SimulationsRepository,
  tenantId: string,
  simulationId: string,
  targetId: string,
  personId: string | null,
) {
  const courseId = await simulations.remedialCourseId(simulationId);
  if (!courseId) return;
  if (!(await simulations.claimRemedial(simulationId, targetId, courseId, nowIso()))) return;
  const result = await enrolRemedial(platform, trx, tenantId, courseId, personId);
  await simulations.setRemedialOutcome(targetId, result.outcome, result.learnerId);
}

async function remedialNanoPage(
  platform: Platform,
  trx: Transaction<Database>,
  simulations: SimulationsRepository,
  tenantId: string,
  simulationId: string,
  targetId: string,
  personId: string | null,
) {
  const nano = await simulations.remedialNano(simulationId);
  if (!nano) return;
  if (!(await simulations.claimRemedialNano(simulationId, targetId, nano.pageId, nowIso()))) return;
  const result = await sendRemedialNanoPage(platform, trx, tenantId, nano.campaignId, personId);
  await simulations.setRemedialNanoOutcome(targetId, result.outcome, result.deliveryId);
}
