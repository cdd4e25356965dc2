import type { NanoCampaignSummary } from "@bulwark/client";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { DataTable } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { FilterBar } from "../../../components/FilterBar/FilterBar";
import { lazyPart } from "../../../components/Lazy/lazyPart";
import type { MenuItem } from "../../../components/Menu/Menu";
import { Page } from "../../../components/Page/Page";
import { ButtonLink, ConfirmDialog, withToasts } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { Tabs } from "../../../components/Tabs/Tabs";
import { useToast } from "../../../components/Toast/Toaster";
import { lacksFeature } from "../../../data/features";
import { useRuntime, useSession } from "../../../data/session";
import { useListState } from "../../../data/useListState";
import { type NanoCampaignState, useNanoCampaignList, useStopNanoCampaign } from "../queries";
import { canEditNano, NANO_CREATE_PATH, NANO_STATES, nanoCampaignPath, stopFailure } from "../shared/nano";
import * as css from "../shared/nano.css";
import { nanoCampaignColumns } from "./nanoCampaignColumns";

const FeatureNotEnabled = lazyPart(() =>
  import("../../../components/FeatureNotEnabled/FeatureNotEnabled").then((m) => m.FeatureNotEnabled),
);

/** Campaigns per page. */
export const NANO_CAMPAIGNS_PAGE_SIZE = 20;

/** Props of {@link NanoCampaigns}. */
export interface NanoCampaignsProps {
  /** The tab shown first (e.g. read from the page's URL); defaults to `active`. */
  defaultState?: NanoCampaignState;
  /** Called when the user picks another tab, e.g. to keep it in the URL. */
  onStateChange?: (state: NanoCampaignState) => void;
  /** Rows per page; defaults to {@link NANO_CAMPAIGNS_PAGE_SIZE}. */
  pageSize?: number;
  /** Where "Create campaign" goes; defaults to `/nano-learning/create-campaign`. */
  createHref?: string;
  /** A campaign's page; defaults to `/nano-learning/campaigns/:id`. */
  campaignHref?: (campaign: Pick<NanoCampaignSummary, "id">) => string;
  /** Address the Contact Us button writes to when the organisation lacks the learning feature. */
  contactEmail?: string;
}

/**
 * The organisation's nano campaigns on the list template, one tab per state (Active, Upcoming,
 * Finished): a `DataTable` of name, status, dates, learners, contents and engagement rate with a
 * search. An empty tab leads to "Create campaign"; a running or upcoming campaign's row menu stops
 * it after the seeds' confirmation (stopping is permanent).
 */
function NanoCampaignsScreen({
  defaultState = "active",
  onStateChange,
  pageSize = NANO_CAMPAIGNS_PAGE_SIZE,
  createHref = NANO_CREATE_PATH,
  campaignHref = nanoCampaignPath,
  contactEmail = "",
}: NanoCampaignsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [state, setState] = useState<NanoCampaignState>(defaultState);
  const canEdit = canEditNano(session);

  if (session.status === "loading") return <Spinner />;
  if (lacksFeature(session, "learning")) return <FeatureNotEnabled contactEmail={contactEmail} feature="learning" />;

  return (
    <Page
      title={t("nanoLearning.list.title")}
      description={t("nanoLearning.list.description")}
      primaryAction={canEdit && <ButtonLink href={createHref}>{t("nanoLearning.list.create")}</ButtonLink>}
    >
      <Tabs
        label={t("nanoLearning.list.tabs.label")}
        selectedId={state}
        onSelect={(id) => {
          setState(id as NanoCampaignState);
          onStateChange?.(id as NanoCampaignState);
        }}
        items={NANO_STATES.map((id) => ({
          id,
          label: t(`nanoLearning.list.tabs.${id}`),
          content: (
            <CampaignTable
              state={id}
              pageSize={pageSize}
              canEdit={canEdit}
              createHref={createHref}
              campaignHref={campaignHref}
            />
          ),
        }))}
      />
    </Page>
  );
}

/** One tab's table: its own search, page and stop confirmation. */
function CampaignTable({
  state,
  pageSize,
  canEdit,
  createHref,
  campaignHref,
}: {
  state: NanoCampaignState;
  pageSize: number;
  canEdit: boolean;
  createHref: string;
  campaignHref: (campaign: Pick<NanoCampaignSummary, "id">) => string;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { navigate } = useRuntime();
  const toast = useToast();
  const tenantId = session.tenantId;
  const ready = session.status === "signedIn" && Boolean(tenantId) && !lacksFeature(session, "learning");
  const list = useListState({ defaultLimit: pageSize });
  const search = list.state.search.trim();
  const query = useNanoCampaignList(
    tenantId,
    { state, skip: list.state.skip, limit: list.state.limit, ...(search ? { search } : {}) },
    ready,
  );
  const columns = useMemo(() => nanoCampaignColumns(t, i18n.language), [t, i18n.language]);
  const [stopping, setStopping] = useState<NanoCampaignSummary | null>(null);
  const stop = useStopNanoCampaign(tenantId);

  const onStop = async () => {
    if (!stopping) return;
    if (!(await stop.mutate(stopping))) return;
    setStopping(null);
    toast.show({ variant: "success", message: t("nanoLearning.stop.done") });
  };

  const rowActions = (campaign: NanoCampaignSummary): MenuItem[] => {
    const items: MenuItem[] = [
      { key: "open", label: t("nanoLearning.list.open", { name: campaign.name }), href: campaignHref(campaign) },
    ];
    if (canEdit && campaign.status !== "stopped")
      items.push({
        key: "stop",
        label: t("nanoLearning.list.stop", { name: campaign.name }),
        danger: true,
        onSelect: () => {
          stop.reset();
          setStopping(campaign);
        },
      });
    return items;
  };

  return (
    <>
      <DataTable
        label={`${t("nanoLearning.list.caption")}: ${t(`nanoLearning.list.tabs.${state}`)}`}
        columns={columns}
        rows={query.data?.items}
        getRowId={(c) => c.id}
        loading={query.isLoading}
        error={query.status === "error" ? query.error : undefined}
        onRetry={() => void query.refetch()}
        toolbar={
          <FilterBar
            search={list.searchText}
            onSearchChange={list.setSearch}
            searchPlaceholder={t("nanoLearning.list.searchPlaceholder")}
            filters={[]}
            values={list.state.filters}
            onChange={list.setFilter}
            onClearAll={list.clearFilters}
          />
        }
        empty={
          list.filtered
            ? {
                title: t("nanoLearning.list.noMatch"),
                action: (
                  <Button variant="secondary" onClick={list.clearFilters}>
                    {t("nanoLearning.list.clear")}
                  </Button>
                ),
              }
            : {
                title: t(`nanoLearning.list.empty.${state}`),
                description: t("nanoLearning.list.emptyHint"),
                ...(canEdit
                  ? { action: <ButtonLink href={createHref}>{t("nanoLearning.list.create")}</ButtonLink> }
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
        onRowOpen={(c) => navigate(campaignHref(c))}
      />
      <ConfirmDialog
        open={stopping !== null}
        title={t("nanoLearning.stop.title")}
        confirmLabel={t("nanoLearning.stop.confirm")}
        busy={stop.status === "pending"}
        onCancel={() => setStopping(null)}
        onConfirm={onStop}
        error={stop.status === "error" && <ErrorBanner message={stopFailure(stop.error, t)} />}
      >
        {stopping && <p className={css.plain}>{t("nanoLearning.stop.body", { name: stopping.name })}</p>}
      </ConfirmDialog>
    </>
  );
}

/** The nano campaigns list; see {@link NanoCampaignsScreen}. */
export const NanoCampaigns = withToasts(NanoCampaignsScreen);
