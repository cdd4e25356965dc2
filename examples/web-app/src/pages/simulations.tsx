// The phishing simulation routes (seeds, routes table): `/simulations` (the list, its tab in
// `?tab=`), `/simulations/create` (the launch wizard) and `/simulations/:id` (the view, its tab in
// `?tab=`). Each route is one thin component: the URL becomes the screen's props, and the screen's
// tab goes back into the URL so it can be bookmarked.
import {
  CreateSimulation,
  SIMULATION_STATES,
  SIMULATION_TABS,
  Simulation,
  type SimulationState,
  Simulations,
  type SimulationTab,
} from "@bulwark/widgets";
import { useParams } from "react-router";
import { CONTACT_EMAIL, useTabParam } from "./tabParam";

/** `/simulations[?tab=ongoing|upcoming|finished]` */
export function SimulationsPage() {
  const [tab, setTab] = useTabParam<SimulationState>(SIMULATION_STATES);
  return (
    <Simulations
      contactEmail={CONTACT_EMAIL}
      defaultState={tab ?? "ongoing"}
      onStateChange={setTab}
      reportedEmailsHref="/simulations/reported-emails"
    />
  );
}

/** `/simulations/create` */
export function CreateSimulationPage() {
  return <CreateSimulation contactEmail={CONTACT_EMAIL} />;
}

/** `/simulations/:id[?tab=overview|targets|templates|settings]`; a new id starts afresh. */
export function SimulationPage() {
  const { id = "" } = useParams();
  const [tab, setTab] = useTabParam<SimulationTab>(SIMULATION_TABS);
  return (
    <Simulation
      key={id}
      simulationId={id}
      initialTab={tab ?? "overview"}
      onTabChange={setTab}
      contactEmail={CONTACT_EMAIL}
    />
  );
}
