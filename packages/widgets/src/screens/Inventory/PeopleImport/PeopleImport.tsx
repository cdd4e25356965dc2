import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeProps } from "../../../components/Badge/Badge";
import { Button } from "../../../components/Button/Button";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { DataTable, type DataTableColumn } from "../../../components/DataTable/DataTable";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { FileInput } from "../../../components/FileInput/FileInput";
import { Modal } from "../../../components/Modal/Modal";
import { useApiMutation } from "../../../data/hooks";
import { uploadPeopleCsv } from "../queries";
import { ImportSummary } from "../shared/ImportSummary";
import {
  MAX_CSV_BYTES,
  type PeopleImportPreviewRow,
  type PeopleImportReport,
  peopleFailure,
  translateMessage,
} from "../shared/people";
import * as css from "./PeopleImport.css";
import { TemplateLink } from "./template";

/** Preview rows per page. */
const PREVIEW_PAGE_SIZE = 50;
/** The API previews at most this many rows. */
const PREVIEW_LIMIT = 1000;

/** Props of {@link PeopleImport}. */
export interface PeopleImportProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Cancel, Escape, the close button and Done. */
  onClose: () => void;
  /** Called once people were saved, with what changed. */
  onImported?: (report: PeopleImportReport) => void;
}

type Action = PeopleImportPreviewRow["action"];
const actionTone: Record<Action, NonNullable<BadgeProps["tone"]>> = {
  create: "success",
  update: "primary",
  unchanged: "neutral",
  reject: "danger",
};

type Step = "choose" | "preview" | "done";

/**
 * Imports people from a CSV file in three steps. Choose: a `.csv` file (a template can be
 * downloaded). Preview: the file is checked on the server without saving (`dryRun`), and every
 * parsed row shows with its line number, values, what saving would do (create, update,
 * unchanged, reject) and its problem; unrecognised columns are listed; "delete people not in this
 * file" can be ticked, with a warning and the number it would delete. Confirm sends the same file
 * for real, and the summary lists what was created, updated, left unchanged, deleted and rejected.
 */
export function PeopleImport({ open, onClose, onImported }: PeopleImportProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>("choose");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PeopleImportReport | null>(null);
  const [deleteMissing, setDeleteMissing] = useState(false);
  // The dry run with deleteNotInList, for the number of people it would delete.
  const [deletePreview, setDeletePreview] = useState<PeopleImportReport | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [previewSkip, setPreviewSkip] = useState(0);
  const [result, setResult] = useState<PeopleImportReport | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const check = useApiMutation((rt, v: { file: File; deleteNotInList: boolean }) =>
    uploadPeopleCsv(rt, v.file, { dryRun: true, deleteNotInList: v.deleteNotInList }),
  );
  const save = useApiMutation((rt, v: { file: File; deleteNotInList: boolean }) =>
    uploadPeopleCsv(rt, v.file, { dryRun: false, deleteNotInList: v.deleteNotInList }),
  );

  // Every opening starts again from the first step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened.
  useEffect(() => {
    if (!open) return;
    setStep("choose");
    setFile(null);
    setPreview(null);
    setDeleteMissing(false);
    setDeletePreview(null);
    setOnlyProblems(false);
    setPreviewSkip(0);
    setResult(null);
    check.reset();
    save.reset();
  }, [open]);

  // A new step's heading takes focus, so screen readers announce where the user is.
  useEffect(() => {
    if (open && step !== "choose") headingRef.current?.focus();
  }, [open, step]);

  const onCheck = async () => {
    if (!file) return;
    const report = await check.mutate({ file, deleteNotInList: false });
    if (!report) return;
    setPreview(report);
    setDeleteMissing(false);
    setDeletePreview(null);
    setOnlyProblems(false);
    setPreviewSkip(0);
    setStep("preview");
  };

  const onToggleDelete = async (checked: boolean) => {
    setDeleteMissing(checked);
    if (!checked || !file || deletePreview) return;
    const report = await check.mutate({ file, deleteNotInList: true });
    if (report) setDeletePreview(report);
  };

  const onConfirm = async () => {
    if (!file) return;
    const report = await save.mutate({ file, deleteNotInList: deleteMissing });
    if (!report) return;
    setResult(report);
    setStep("done");
    onImported?.(report);
  };

  const rows = preview?.preview ?? [];
  const shownRows = onlyProblems ? rows.filter((row) => row.action === "reject") : rows;
  const rejected = preview?.rejectedCount ?? 0;
  const toSave = preview ? preview.created + preview.updated : 0;
  const wouldDelete = deleteMissing ? (deletePreview?.deleted ?? null) : 0;
  // The server refuses a deleting import with any rejected row (a typo must not delete a colleague).
  const deleteBlocked = deleteMissing && rejected > 0;
  const nothingToSave = preview !== null && toSave === 0 && !(deleteMissing && (wouldDelete ?? 0) > 0);

  const dash = <span className={css.muted}>—</span>;
  const fullName = (row: PeopleImportPreviewRow) => `${row.firstName} ${row.lastName}`.trim();
  const columns: DataTableColumn<PeopleImportPreviewRow>[] = [
    {
      id: "line",
      header: t("inventory.people.import.columns.line"),
      align: "end",
      width: 64,
      hideable: false,
      cell: (row) => <span className={css.number}>{row.line}</span>,
      text: (row) => String(row.line),
    },
    {
      id: "name",
      header: t("inventory.people.import.columns.name"),
      primary: true,
      // The row's name in "Select …" and on its card; a nameless row is named by its line.
      text: (row) => fullName(row) || t("inventory.people.summary.line", { line: String(row.line) }),
      cell: (row) => fullName(row) || dash,
    },
    {
      id: "email",
      header: t("inventory.people.import.columns.email"),
      text: (row) => row.email,
      cell: (row) => row.email || dash,
    },
    {
      id: "groups",
      header: t("inventory.people.import.columns.groups"),
      text: (row) => row.groups.join(", "),
      cell: (row) => row.groups.join(", ") || dash,
    },
    {
      id: "tags",
      header: t("inventory.people.import.columns.tags"),
      text: (row) => row.tags.join(", "),
      cell: (row) => row.tags.join(", ") || dash,
    },
    {
      id: "action",
      header: t("inventory.people.import.columns.action"),
      width: 120,
      text: (row) => t(`inventory.people.import.actions.${row.action}`),
      cell: (row) => <Badge tone={actionTone[row.action]}>{t(`inventory.people.import.actions.${row.action}`)}</Badge>,
    },
    {
      id: "problem",
      header: t("inventory.people.import.columns.problem"),
      text: (row) => (row.problem ? translateMessage(row.problem, t) : ""),
      cell: (row) =>
        row.problem ? (
          <span className={css.problem}>
            <span aria-hidden="true">⚠ </span>
            {translateMessage(row.problem, t)}
          </span>
        ) : (
          dash
        ),
    },
  ];

  const footer =
    step === "choose" ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t("inventory.people.cancel")}
        </Button>
        <Button disabled={!file} loading={check.status === "pending"} onClick={onCheck}>
          {t("inventory.people.import.check")}
        </Button>
      </>
    ) : step === "preview" ? (
      <>
        <Button
          variant="secondary"
          onClick={() => {
            check.reset();
            save.reset();
            setStep("choose");
          }}
        >
          {t("inventory.people.import.back")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("inventory.people.cancel")}
        </Button>
        <Button
          variant={deleteMissing ? "danger" : "primary"}
          disabled={deleteBlocked || nothingToSave || (deleteMissing && wouldDelete === null)}
          loading={save.status === "pending"}
          onClick={onConfirm}
        >
          {deleteMissing ? t("inventory.people.import.confirmAndDelete") : t("inventory.people.import.confirm")}
        </Button>
      </>
    ) : (
      <Button onClick={onClose}>{t("inventory.people.import.done")}</Button>
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      closeOnBackdropClick={false}
      title={t("inventory.people.import.title")}
      className={css.dialog}
      footer={footer}
    >
      {step === "choose" && (
        <div className={css.step}>
          <p className={css.text}>{t("inventory.people.import.intro")}</p>
          <ul className={css.list}>
            <li>{t("inventory.people.import.columnsHelp")}</li>
            <li>{t("inventory.people.import.formatHelp")}</li>
            <li>{t("inventory.people.import.matchHelp")}</li>
          </ul>
          <TemplateLink />
          <FileInput
            label={t("inventory.people.import.file")}
            accept=".csv,text/csv"
            maxSize={MAX_CSV_BYTES}
            hint={t("inventory.people.import.fileHint")}
            value={file}
            onChange={(next) => {
              setFile(next);
              check.reset();
            }}
            name="file"
          />
          {check.status === "error" && <ErrorBanner message={peopleFailure(check.error, t)} onDismiss={check.reset} />}
        </div>
      )}

      {step === "preview" && preview && (
        <div className={css.step}>
          <h3 ref={headingRef} tabIndex={-1} className={css.heading}>
            {t("inventory.people.import.previewTitle", { name: file?.name ?? "" })}
          </h3>
          <p className={css.text}>{t("inventory.people.import.previewIntro", { rows: String(preview.rows) })}</p>
          <ImportSummary report={preview} showRejected={false} />
          {preview.ignoredColumns.length > 0 && (
            <p className={css.note} role="note">
              {t("inventory.people.import.ignored", { columns: preview.ignoredColumns.join(", ") })}
            </p>
          )}
          {rejected > 0 && (
            <p className={css.warning} role="note">
              <span aria-hidden="true">⚠ </span>
              {t("inventory.people.import.rejectedNote", { count: rejected })}
            </p>
          )}
          {nothingToSave && (
            <p className={css.warning} role="alert">
              {t("inventory.people.messages.noPeople")}
            </p>
          )}
          {rows.length > 0 && (
            <>
              {rejected > 0 && (
                <Checkbox
                  label={t("inventory.people.import.onlyProblems")}
                  checked={onlyProblems}
                  onChange={(event) => {
                    setOnlyProblems(event.target.checked);
                    setPreviewSkip(0);
                  }}
                />
              )}
              <DataTable<PeopleImportPreviewRow>
                label={t("inventory.people.import.previewCaption")}
                columns={columns}
                rows={shownRows.slice(previewSkip, previewSkip + PREVIEW_PAGE_SIZE)}
                getRowId={(row) => String(row.line)}
                rowClassName={(row) => (row.action === "reject" ? css.rejectedRow : undefined)}
                pagination={{
                  skip: previewSkip,
                  limit: PREVIEW_PAGE_SIZE,
                  total: shownRows.length,
                  onChange: setPreviewSkip,
                }}
              />
              {preview.rows > rows.length && (
                <p className={css.muted}>
                  {t("inventory.people.import.previewLimited", {
                    shown: String(Math.min(rows.length, PREVIEW_LIMIT)),
                    rows: String(preview.rows),
                  })}
                </p>
              )}
            </>
          )}
          <div className={deleteMissing ? css.dangerZoneActive : css.dangerZone}>
            <Checkbox
              label={t("inventory.people.import.deleteMissing")}
              checked={deleteMissing}
              onChange={(event) => void onToggleDelete(event.target.checked)}
            />
            <p className={css.dangerText}>{t("inventory.people.import.deleteWarning")}</p>
            {deleteMissing && deletePreview && !deleteBlocked && (
              <p className={css.dangerCount} role="status">
                {t("inventory.people.import.willDelete", { count: deletePreview.deleted })}
              </p>
            )}
            {deleteBlocked && (
              <p className={css.dangerCount} role="alert">
                {t("inventory.people.import.deleteBlocked")}
              </p>
            )}
          </div>
          {check.status === "error" && <ErrorBanner message={peopleFailure(check.error, t)} onDismiss={check.reset} />}
          {save.status === "error" && <ErrorBanner message={peopleFailure(save.error, t)} onDismiss={save.reset} />}
        </div>
      )}

      {step === "done" && result && (
        <div className={css.step}>
          <h3 ref={headingRef} tabIndex={-1} className={css.heading}>
            {t("inventory.people.import.doneTitle")}
          </h3>
          <ImportSummary report={result} headingLevel={4} />
        </div>
      )}
    </Modal>
  );
}
