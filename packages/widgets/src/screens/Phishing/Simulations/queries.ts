import type { Schema } from "@bulwark/client";
import { invalidate, useApiMutation, useReportedQuery } from "../../../data/hooks";
import { domainKey } from "../../../data/query";
import { unwrap } from "../../../data/unwrap";

/** A phishing simulation as the API returns it. */
export type PhishingSimulation = Schema<"PhishingSimulation">;
/** A tab of the simulations list: ongoing (shown Active), upcoming, finished (stopped or ended). */
export type SimulationState = Schema<"PhishingSimulationState">;
/** The simulation's funnel, timeline and bot figures. */
export type SimulationOverview = Schema<"PhishingSimulationOverview">;
/** One template's funnel in a simulation (the A/B comparison). */
export type TemplateFunnel = Schema<"PhishingTemplateFunnel">;
/** One target of a simulation (a row of the Targets tab). */
export type SimulationTarget = Schema<"PhishingTarget">;
/** One target with its emails and event timeline. */
export type SimulationTargetDetails = Schema<"PhishingTargetDetails">;
/** A target's status (Created, InProgress, NoReaction, Passed, Failed, ReportedSome). */
export type TargetStatus = Schema<"PhishingTargetStatus">;

/** What the simulations list asks for: one tab, one page. */
export interface SimulationListParams {
  state: SimulationState;
  skip: number;
  limit: number;
}

/**
 * Cache keys of the simulations, in the one shape of every domain (`[domain, tenantId, resource,
 * params]`). Every write refreshes `all(tenantId)`: a stop moves a simulation between tabs, a
 * target marked passed or resent changes the funnel and the list's figures.
 */
export const simulationKeys = {
  all: (tenantId: string | null) => domainKey("simulations", tenantId),
  list: (tenantId: string | null, params: SimulationListParams) => domainKey("simulations", tenantId, "list", params),
  simulation: (tenantId: string | null, simulationId: string) =>
    domainKey("simulations", tenantId, "simulation", { simulationId }),
  overview: (tenantId: string | null, simulationId: string) =>
    domainKey("simulations", tenantId, "simulation", { simulationId }, "overview"),
  targets: (
    tenantId: string | null,
    simulationId: string,
    page: { skip: number; limit: number; status?: TargetStatus },
  ) => domainKey("simulations", tenantId, "simulation", { simulationId }, "targets", page),
  target: (tenantId: string | null, simulationId: string, targetId: string) =>
    domainKey("simulations", tenantId, "simulation", { simulationId }, "target", { targetId }),
  templates: (tenantId: string | null, search: string) => domainKey("simulations", tenantId, "templates", { search }),
  sendingProfiles: (tenantId: string | null) => domainKey("simulations", tenantId, "sending-profiles"),
};

/** One tab's page of simulations (`listPhishingSimulations`). */
export function useSimulationList(tenantId: string | null, params: SimulationListParams, enabled: boolean) {
  return useReportedQuery(
    simulationKeys.list(tenantId, params),
    (rt) => unwrap(rt.client.GET("/api/v1/phishing/simulations", { params: { query: params } })),
    { enabled },
  );
}

/** One simulation with its settings and templates (`getPhishingSimulation`). */
export function useSimulation(tenantId: string | null, simulationId: string, enabled: boolean) {
  return useReportedQuery(
    simulationKeys.simulation(tenantId, simulationId),
    (rt) =>
      unwrap(rt.client.GET("/api/v1/phishing/simulations/{simulationId}", { params: { path: { simulationId } } })),
    { enabled: enabled && simulationId !== "" },
  );
}

/** The funnel, the timeline and the bot events (`getPhishingSimulationOverview`). */
export function useSimulationOverview(tenantId: string | null, simulationId: string, enabled: boolean) {
  return useReportedQuery(
    simulationKeys.overview(tenantId, simulationId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/phishing/simulations/{simulationId}/overview", {
          params: { path: { simulationId } },
        }),
      ),
    { enabled: enabled && simulationId !== "" },
  );
}

/** One page of the targets, optionally of one status (`listPhishingSimulationTargets`). */
export function useSimulationTargets(
  tenantId: string | null,
  simulationId: string,
  page: { skip: number; limit: number; status?: TargetStatus },
  enabled: boolean,
) {
  return useReportedQuery(
    simulationKeys.targets(tenantId, simulationId, page),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/phishing/simulations/{simulationId}/targets-overview", {
          params: { path: { simulationId }, query: page },
        }),
      ),
    { enabled: enabled && simulationId !== "" },
  );
}

/** One target's emails and event timeline (`getPhishingSimulationTarget`), while its details are open. */
export function useSimulationTarget(tenantId: string | null, simulationId: string, targetId: string, enabled: boolean) {
  return useReportedQuery(
    simulationKeys.target(tenantId, simulationId, targetId),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/phishing/simulations/{simulationId}/targets/{targetId}", {
          params: { path: { simulationId, targetId } },
        }),
      ),
    { enabled: enabled && simulationId !== "" && targetId !== "" },
  );
}

/** How many templates the wizard's picker lists at once (search narrows it). */
export const TEMPLATES_PICK_LIMIT = 100;

/** The templates the organisation can send, common and its own (`listPhishingTemplates`). */
export function useSimulationTemplates(tenantId: string | null, search: string, enabled: boolean) {
  return useReportedQuery(
    simulationKeys.templates(tenantId, search),
    (rt) =>
      unwrap(
        rt.client.GET("/api/v1/phishing/templates", {
          params: { query: { skip: 0, limit: TEMPLATES_PICK_LIMIT, ...(search ? { search } : {}) } },
        }),
      ),
    { enabled },
  );
}

/** The organisation's sending profiles and the platform's default (`listSendingProfiles`). */
export function useSendingProfiles(tenantId: string | null, enabled: boolean) {
  return useReportedQuery(
    simulationKeys.sendingProfiles(tenantId),
    (rt) => unwrap(rt.client.GET("/api/v1/phishing/sending-profiles", { params: { query: { skip: 0, limit: 100 } } })),
    { enabled },
  );
}

/** Launches a simulation (the wizard's three steps in one call); refreshes the lists. */
export function useLaunchSimulation(tenantId: string | null) {
  return useApiMutation(async (rt, body: Schema<"PhishingSimulationInput">): Promise<PhishingSimulation> => {
    const created = await unwrap(rt.client.POST("/api/v1/phishing/simulations", { body }));
    await invalidate(rt, simulationKeys.all(tenantId));
    return created;
  });
}

/** Stops a simulation for good; refreshes the lists and the simulation. */
export function useStopSimulation(tenantId: string | null) {
  return useApiMutation(async (rt, simulation: Pick<PhishingSimulation, "id">): Promise<PhishingSimulation> => {
    const stopped = await unwrap(
      rt.client.PUT("/api/v1/phishing/simulations/{simulationId}/update-status", {
        params: { path: { simulationId: simulation.id } },
        body: { status: "Stopped" },
      }),
    );
    await invalidate(rt, simulationKeys.all(tenantId));
    return stopped;
  });
}

/** Marks a target passed (after the confirmation); refreshes the simulation's figures. */
export function useMarkTargetPassed(tenantId: string | null, simulationId: string) {
  return useApiMutation(async (rt, targetId: string): Promise<SimulationTargetDetails> => {
    const updated = await unwrap(
      rt.client.PUT("/api/v1/phishing/simulations/{simulationId}/targets/{targetId}/update-status", {
        params: { path: { simulationId, targetId } },
        body: { status: "Passed" },
      }),
    );
    await invalidate(rt, simulationKeys.all(tenantId));
    return updated;
  });
}

/** Sends a target one more email of the simulation now (`resendPhishingTargetTemplate`). */
export function useResendToTarget(tenantId: string | null, simulationId: string) {
  return useApiMutation(
    async (
      rt,
      { targetId, templateId }: { targetId: string; templateId?: string },
    ): Promise<SimulationTargetDetails> => {
      const updated = await unwrap(
        rt.client.POST("/api/v1/phishing/target-simulation/{simulationId}/send-target-template/{targetId}", {
          params: { path: { simulationId, targetId } },
          body: templateId ? { templateId } : {},
        }),
      );
      await invalidate(rt, simulationKeys.all(tenantId));
      return updated;
    },
  );
}
