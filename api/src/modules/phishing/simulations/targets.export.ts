import type { Schema } from "@bulwark/contract";
import type { ExportLanguage, ExportSource } from "../../exports/export-source.js";
import { requirements } from "../phishing.access.js";
import { type SendRow, SimulationsRepository } from "./simulations.repository.js";
import { targetOf } from "./simulations.service.js";

type Target = Schema<"PhishingTarget">;
type TargetStatus = Schema<"PhishingTargetStatus">;

const statusLabels: Record<ExportLanguage, Record<TargetStatus, string>> = {
  en: {
    Created: "Created",
    InProgress: "In progress",
    NoReaction: "No reaction",
    Passed: "Passed",
    Failed: "Failed",
    ReportedSome: "Reported some",
  },
  sr: {
    Created: "Kreirano",
    InProgress: "U toku",
    NoReaction: "Bez reakcije",
    Passed: "Prošao",
    Failed: "Pao",
    ReportedSome: "Prijavio deo",
  },
};

// Targets read per query: one page of targets and their sends at a time, never the whole simulation.
const PAGE = 500;

/** Milliseconds as whole minutes (a spreadsheet's figure), null kept empty. */
const minutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));

/**
 * One simulation's targets as an export (`kind: simulationTargets`, `filters.simulationId`): what
 * the view's Targets tab shows, the status in the export's language, time to fail and reaction
 * time in minutes. A simulation of another organisation has no targets here (the repository is
 * bound to the exporting organisation).
 */
export const simulationTargetsExport: ExportSource<Target> = {
  kind: "simulationTargets",
  fileStem: "simulation-targets",
  requirement: requirements.read,
  columns: [
    { key: "firstName", header: { en: "First name", sr: "Ime" }, value: (t) => t.firstName, width: 18 },
    { key: "lastName", header: { en: "Last name", sr: "Prezime" }, value: (t) => t.lastName, width: 18 },
    { key: "email", header: { en: "Email", sr: "E-pošta" }, value: (t) => t.email, width: 32 },
    { key: "groups", header: { en: "Groups", sr: "Grupe" }, value: (t) => t.groups.join(", "), width: 24 },
    {
      key: "status",
      header: { en: "Status", sr: "Status" },
      value: (t, language) => statusLabels[language][t.status],
      width: 16,
    },
    { key: "emailsSent", header: { en: "Emails sent", sr: "Poslato mejlova" }, value: (t) => t.emailsSent },
    {
      key: "timeToFail",
      header: { en: "Time to fail (min)", sr: "Vreme do pada (min)" },
      value: (t) => minutes(t.timeToFailMs),
    },
    {
      key: "reactionTime",
      header: { en: "Reaction time (min)", sr: "Vreme reakcije (min)" },
      value: (t) => minutes(t.timeToFailReactionMs),
    },
  ],
  async *rows(platform, tenantId, filters) {
    if (!filters.simulationId) return;
    const simulations = new SimulationsRepository(platform.db, platform.dialect, tenantId);
    const simulation = await simulations.find(filters.simulationId);
    if (!simulation) return;
    for (let skip = 0; ; skip += PAGE) {
      const { rows } = await simulations.targets(simulation.id, undefined, skip, PAGE);
      if (rows.length === 0) return;
      const sends = await simulations.sends(
        simulation.id,
        rows.map((row) => row.id),
      );
      // Not Map.groupBy: Node 20 lacks it.
      const byTarget = new Map<string, SendRow[]>();
      for (const send of sends) byTarget.set(send.target_id, [...(byTarget.get(send.target_id) ?? []), send]);
      for (const row of rows) yield targetOf(row, byTarget.get(row.id) ?? []);
      if (rows.length < PAGE) return;
    }
  },
};
