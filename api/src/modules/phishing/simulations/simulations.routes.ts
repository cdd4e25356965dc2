import { Router } from "express";
import type { createOperationBinder } from "../../../platform/http/router.js";
import type { SimulationLandingService } from "./simulation-landing.js";
import type { SimulationsService } from "./simulations.service.js";

type Bind = ReturnType<typeof createOperationBinder>["bind"];

/** Simulations and the targets' public pages, bound by operationId (literal paths before parameterised ones). */
export function simulationsRoutes(
  bind: Bind,
  simulations: SimulationsService,
  landing: SimulationLandingService,
): Router {
  const r = Router();
  bind(r, "getPhishingSimulationsOverview", (_, ctx) => simulations.simulationsOverview(ctx));
  bind(r, "getPeoplePhishingOverview", (_, ctx) => simulations.peopleOverview(ctx));
  bind(r, "listPhishingSimulations", ({ query }, ctx) => simulations.list(ctx, query));
  bind(r, "createPhishingSimulation", ({ body }, ctx) => simulations.create(ctx, body));
  bind(r, "getPhishingSimulation", ({ path }, ctx) => simulations.get(ctx, path.simulationId));
  bind(r, "getPhishingSimulationOverview", ({ path }, ctx) => simulations.overview(ctx, path.simulationId));
  bind(r, "listPhishingSimulationTargets", ({ path, query }, ctx) =>
    simulations.targets(ctx, path.simulationId, query),
  );
  bind(r, "getPhishingSimulationTarget", ({ path }, ctx) => simulations.target(ctx, path.simulationId, path.targetId));
  bind(r, "updatePhishingSimulationStatus", ({ path, body }, ctx) => simulations.stop(ctx, path.simulationId, body));
  bind(r, "updatePhishingTargetStatus", ({ path, body }, ctx) =>
    simulations.markPassed(ctx, path.simulationId, path.targetId, body),
  );
  bind(r, "resendPhishingTargetTemplate", ({ path, body }, ctx) =>
    simulations.resend(ctx, path.simulationId, path.targetId, body),
  );
  bind(r, "viewPhishingLanding", ({ path }) => landing.view(path.token));
  bind(r, "confirmPhishingLanding", ({ path }, ctx) => landing.confirm(path.token, ctx));
  bind(r, "submitPhishingLanding", ({ path, stream }, ctx) => landing.submit(path.token, stream, ctx));
  bind(r, "reportPhishingEmail", ({ path }, ctx) => landing.report(path.token, ctx));
  return r;
}
