import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { Modal } from "../../../components/Modal/Modal";
import { ConfirmDialog } from "../../../components/ScreenParts/ScreenParts";
import { useToast } from "../../../components/Toast/Toaster";
import { useBulkPeople } from "../queries";
import { LabelsField } from "../shared/LabelsField";
import { peopleFailure } from "../shared/people";
import * as css from "./People.css";
import { MAX_BULK_IDS, type PeopleBulkTarget } from "./usePeopleSelection";

/** A bulk change of people. */
export type PeopleBulkAction = "delete" | "addTags" | "addGroups";

/** Props of {@link PeopleBulkDialog}. */
export interface PeopleBulkDialogProps {
  /** The change asked for; null closes the dialog. */
  action: PeopleBulkAction | null;
  /** How many people it acts on (said in the dialog). */
  count: number;
  /** Who it acts on: ids, or the list's filters. */
  target: PeopleBulkTarget;
  /** Existing tags and groups, offered while typing. */
  tagSuggestions: readonly string[];
  groupSuggestions: readonly string[];
  onClose: () => void;
  /** After the change went through (the toast is shown already). */
  onDone: () => void;
}

/**
 * The dialog of a bulk change: "Delete 12 people?" confirms a deletion (Cancel focused), and
 * "Add tags to 12 people" / "Add 12 people to groups" asks which labels. One call does the change
 * in one transaction; a toast says what changed ("12 people deleted", "3 people tagged vip").
 */
export function PeopleBulkDialog({
  action,
  count,
  target,
  tagSuggestions,
  groupSuggestions,
  onClose,
  onDone,
}: PeopleBulkDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const bulk = useBulkPeople();
  const formId = useId();
  const [labels, setLabels] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const tooMany = target.ids !== undefined && target.ids.length > MAX_BULK_IDS;

  const close = () => {
    bulk.reset();
    setLabels([]);
    setMissing(false);
    onClose();
  };

  const run = async () => {
    if (!action || tooMany) return;
    if (action !== "delete" && labels.length === 0) {
      setMissing(true);
      return;
    }
    const result = await bulk.mutate({ action, ...target, ...(action === "delete" ? {} : { labels }) });
    if (!result) return;
    const list = labels.join(", ");
    toast.show({
      variant: "success",
      message:
        result.action === "delete"
          ? t("inventory.people.bulk.deleted", { count: result.changed })
          : result.changed === 0
            ? t("inventory.people.bulk.unchanged", { labels: list })
            : t(result.action === "addTags" ? "inventory.people.bulk.tagged" : "inventory.people.bulk.grouped", {
                count: result.changed,
                labels: list,
              }),
    });
    setLabels([]);
    setMissing(false);
    onDone();
  };

  const error = tooMany ? (
    <ErrorBanner message={t("inventory.people.bulk.tooMany", { max: MAX_BULK_IDS.toLocaleString() })} />
  ) : (
    bulk.status === "error" && <ErrorBanner message={peopleFailure(bulk.error, t)} />
  );

  if (action === "delete" || action === null) {
    return (
      <ConfirmDialog
        open={action === "delete"}
        title={t("inventory.people.bulk.deleteTitle", { count })}
        confirmLabel={t("inventory.people.bulk.deleteConfirm", { count })}
        busy={bulk.status === "pending"}
        confirmDisabled={tooMany}
        onCancel={close}
        onConfirm={() => void run()}
        error={error}
      >
        <p className={css.confirmText}>{t("inventory.people.bulk.deleteBody", { count })}</p>
      </ConfirmDialog>
    );
  }

  const tags = action === "addTags";
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return (
    <Modal
      open
      onClose={close}
      closeOnBackdropClick={false}
      title={t(tags ? "inventory.people.bulk.addTagsTitle" : "inventory.people.bulk.addGroupsTitle", { count })}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t("inventory.people.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={bulk.status === "pending"} disabled={tooMany}>
            {t(tags ? "inventory.people.bulk.addTagsConfirm" : "inventory.people.bulk.addGroupsConfirm")}
          </Button>
        </>
      }
    >
      <form id={formId} className={css.bulkForm} onSubmit={onSubmit} noValidate>
        <p className={css.confirmText}>
          {t(tags ? "inventory.people.bulk.addTagsBody" : "inventory.people.bulk.addGroupsBody", { count })}
        </p>
        <LabelsField
          label={t(tags ? "inventory.people.fields.tags" : "inventory.people.fields.groups")}
          name={tags ? "tags" : "groups"}
          value={labels}
          suggestions={tags ? tagSuggestions : groupSuggestions}
          error={
            missing
              ? t(tags ? "inventory.people.bulk.tagsRequired" : "inventory.people.bulk.groupsRequired")
              : undefined
          }
          onChange={(next) => {
            setLabels(next);
            if (next.length > 0) setMissing(false);
          }}
        />
        {error}
      </form>
    </Modal>
  );
}
