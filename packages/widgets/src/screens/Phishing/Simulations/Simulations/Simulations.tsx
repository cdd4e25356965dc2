import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button";
import { DataTable } from "../../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../../components/ErrorBanner/ErrorBanner";
import { FilterBar } from "../../../../components/FilterBar/FilterBar";
import { lazyPart } from "../../../../components/Lazy/lazyPart";
import type { MenuItem } from "../../../../components/Menu/Menu";
import { Page } from "../../../../components/Page/Page";
import { ButtonLink, ConfirmDialog, withToasts } from "../../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../../components/Spinner/Spinner";
import { Tabs } from "../../../../components/Tabs/Tabs";
import { useToast } from "../../../../components/Toast/Toaster";
import { lacksFeature } from "../../../../data/features";
import { useRuntime, useSession } from "../../../../data/session";
import { useListState } from "../../../../data/useListState";
import * as css from "../../../NanoLearning/shared/nano.css";
import { type PhishingSimulation, type SimulationState, useSimulationList, useStopSimulation } from "../queries";
import {
  canEditSimulations,
  SIMULATION_CREATE_PATH,
  SIMULATION_STATES,
  simulationPath,
  stopFailure,
} from "../shared/simulations";
import { simulationColumns } from "./simulationColumns";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Simulations per page. */
export const SIMULATIONS_PAGE_SIZE = 20;

/** Props of {@link Simulations}. */
export interface SimulationsProps {
  /** The tab shown first (e.g. read from the page's URL); defaults to `ongoing` (shown Active). */
  defaultState?: SimulationState;
  /** Called when the user picks another tab, e.g. to keep it in the URL. */
  onStateChange?: (state: SimulationState) => void;
  /** Rows per page; defaults to {@link SIMULATIONS_PAGE_SIZE}. */
  pageSize?: number;
  /** Where "Launch simulation" goes; defaults to `/simulations/create`. */
  createHref?: string;
  /** A simulation's page; defaults to `/simulations/:id`. */
  simulationHref?: (simulation: Pick<PhishingSimulation, "id">) => string;
  /** Address the Contact Us button writes to when the organisation lacks the phishing feature. */
  contactEmail?: string;
  /** Where "Reported emails" goes (the emails the organisation's people reported); no link when left out. */
  reportedEmailsHref?: string;
}

/**
 * The organisation's phishing simulations on the list template, one tab per state (Active,
 * Upcoming, Finished): a `DataTable` of name, status, start and end, targets, emails sent of
 * planned and the templates, with a search. An empty tab leads to "Launch simulation"; a running or
 * upcoming simulation's row menu stops it after the seeds' confirmation (stopping is permanent).
 */
function SimulationsScreen({
  defaultState = "ongoing",
  onStateChange,
  pageSize = SIMULATIONS_PAGE_SIZE,
  createHref = SIMULATION_CREATE_PATH,
  simulationHref = simulationPath,
  contactEmail = "",
  reportedEmailsHref,
}: SimulationsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [state, setState] = useState<SimulationState>(defaultState);
  const canEdit = canEditSimulations(session);

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "phishing")) return <FeatureNotEnabled contactEmail={contactEmail} feature="phishing" />;

  return (
    <Page
      title={t("simulations.list.title")}
      description={t("simulations.list.description")}
      primaryAction={canEdit && <ButtonLink href={createHref}>{t("simulations.list.create")}</ButtonLink>}
      actions={
        reportedEmailsHref && (
          <ButtonLink href={reportedEmailsHref} variant="secondary">
            {t("simulations.list.reportedEmails")}
          </ButtonLink>
        )
      }
    >
      <Tabs
        label={t("simulations.list.tabs.label")}
        selectedId={state}
        onSelect={(id) => {
          setState(id as SimulationState);
          onStateChange?.(id as SimulationState);
        }}
        items={SIMULATION_STATES.map((id) => ({
          id,
          label: t(`simulations.list.tabs.${id}`),
          content: (
            <SimulationTable
              state={id}
              pageSize={pageSize}
              canEdit={canEdit}
              createHref={createHref}
              simulationHref={simulationHref}
            />
          ),
        }))}
      />
    </Page>
  );
}

/** One tab's table: its own search, page and stop confirmation. */
function SimulationTable({
  state,
  pageSize,
  canEdit,
  createHref,
  simulationHref,
}: {
  state: SimulationState;
  pageSize: number;
  canEdit: boolean;
  createHref: string;
  simulationHref: (simulation: Pick<PhishingSimulation, "id">) => string;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { navigate } = useRuntime();
  const toast = useToast();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "phishing");
  const list = useListState({ defaultLimit: pageSize });
  const search = list.state.search.trim();
  const query = useSimulationList(
    tenantId,
    { state, skip: list.state.skip, limit: list.state.limit, ...(search ? { search } : {}) },
    ready,
  );
  const columns = useMemo(() => simulationColumns(t, i18n.language), [t, i18n.language]);
  const [stopping, setStopping] = useState<PhishingSimulation | null>(null);
  const stop = useStopSimulation(tenantId);

  const onStop = async () => {
    if (!stopping) return;
    if (!(await stop.mutate(stopping))) return;
    setStopping(null);
    toast.show({ variant: "success", message: t("simulations.stop.done") });
  };

  const rowActions = (simulation: PhishingSimulation): MenuItem[] => {
    const items: MenuItem[] = [
      { key: "open", label: t("simulations.list.open", { name: simulation.name }), href: simulationHref(simulation) },
    ];
    if (canEdit && (simulation.status === "InProgress" || simulation.status === "Upcoming"))
      items.push({
        key: "stop",
        label: t("simulations.list.stop", { name: simulation.name }),
        danger: true,
        onSelect: () => {
          stop.reset();
          setStopping(simulation);
        },
      });
    return items;
  };

  return (
    <>
      <DataTable
        label={`${t("simulations.list.caption")}: ${t(`simulations.list.tabs.${state}`)}`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(s) => s.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        toolbar={
          <FilterBar
            search={list.searchText}
            onSearchChange={list.setSearch}
            searchPlaceholder={t("simulations.list.searchPlaceholder")}
            filters={[]}
            values={list.state.filters}
            onChange={list.setFilter}
            onClearAll={list.clearFilters}
          />
        }
        empty={
          list.filtered
            ? {
                title: t("simulations.list.noMatch"),
                action: (
                  <Button variant="secondary" onClick={list.clearFilters}>
                    {t("simulations.list.clear")}
                  </Button>
                ),
              }
            : {
                title: t(`simulations.list.empty.${state}`),
                description: t("simulations.list.emptyHint"),
                ...(canEdit
                  ? { action: <ButtonLink href={createHref}>{t("simulations.list.create")}</ButtonLink> }
                  : {}),
              }
        }
        pagination={{
          skip: list.state.skip,
          limit: list.state.limit,
          total: query.data?.total ?? 0,
          onChange: list.setSkip,
        }}
        rowActions={rowActions}
        onRowOpen={(s) => navigate(simulationHref(s))}
      />
      <ConfirmDialog
        open={stopping !== null}
        title={t("simulations.stop.title")}
        confirmLabel={t("simulations.stop.confirm")}
        busy={stop.status === "pending"}
        onCancel={() => setStopping(null)}
        onConfirm={onStop}
        error={stop.status === "error" && <ErrorBanner message={stopFailure(stop.error, t)} />}
      >
        {stopping && <p className={css.plain}>{t("simulations.stop.body", { name: stopping.name })}</p>}
      </ConfirmDialog>
    </>
  );
}

/** The phishing simulations list; see {@link SimulationsScreen}. */
export const Simulations = withToasts(SimulationsScreen);
