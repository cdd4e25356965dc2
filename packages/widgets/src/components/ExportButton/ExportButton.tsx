// Shared by the people and the assets screens (the assets screen passes `kind="assets"` and its
// own filters): keep the props `{ kind, filters }` stable.
import { ExportFailedError, runExport, type Schema } from "@bulwark/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRuntime } from "../../data/session";
import { visuallyHidden } from "../../styles/utils.css";
import { POLLING_DELAY_MS } from "../../theme/layout";
import { Button } from "../Button/Button";
import { errorMessage } from "../ErrorBanner/errorMessage";
import { Menu, type MenuItem } from "../Menu/Menu";
import { Spinner } from "../Spinner/Spinner";
import { type ToastApi, useToast } from "../Toast/Toaster";
import * as css from "./ExportButton.css";

/** What is exported. */
export type ExportKind = Schema<"ExportKind">;
/** File format of an export. */
export type ExportFormat = Schema<"ExportFormat">;
/** Filters of an export, as the list calls take them (people: search, groups, tags, score, dates; assets: type, ...). */
export type ExportFilters = NonNullable<Schema<"ExportRequestInput">["filters"]>;

/** Formats offered, in menu order. */
export const EXPORT_FORMATS: readonly ExportFormat[] = ["csv", "xlsx"];

/** Props of {@link ExportButton}. */
export interface ExportButtonProps {
  /** What to export: `people` or `assets`. */
  kind: ExportKind;
  /**
   * The list's current filters, so the file holds what the user sees. Empty values (blank search,
   * empty lists, undefined) are left out.
   */
  filters?: ExportFilters | Record<string, unknown>;
  /** Formats offered; defaults to CSV and XLSX. */
  formats?: readonly ExportFormat[];
  /** Disables the button (e.g. while the list is empty). */
  disabled?: boolean;
  /** Called after the file was handed to the browser. */
  onDownloaded?: (file: { fileName: string; format: ExportFormat; rowCount: number | null }) => void;
  /** Extra class names on the root element. */
  className?: string;
}

type Phase =
  | { step: "idle" }
  | { step: "preparing"; format: ExportFormat }
  | { step: "downloading"; format: ExportFormat }
  | { step: "done"; fileName: string }
  | { step: "failed"; message: string };

/** Drops blank values, which the contract's filter object refuses or which would filter nothing. */
export function compactFilters(filters: Record<string, unknown> | undefined): ExportFilters | undefined {
  if (!filters) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (typeof value === "string" && value.trim() === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = typeof value === "string" ? value.trim() : value;
  }
  return Object.keys(out).length > 0 ? (out as ExportFilters) : undefined;
}

/** Hands a blob to the browser as a download named `fileName`, from inside the widget's own tree. */
function saveBlob(blob: Blob, fileName: string, host: HTMLElement | null) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  // Attached (inside the shadow root for elements) because some browsers ignore clicks on detached links.
  (host ?? document.body).append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function useOptionalToast(): ToastApi | undefined {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render in the same order; it only throws outside a ToastProvider.
    return useToast();
  } catch {
    return undefined;
  }
}

/**
 * "Export" menu (CSV / XLSX) for the people and assets lists. Choosing a format requests the
 * export in the interface language with the list's filters, checks on it every 3 seconds while
 * the file is being made, then downloads it automatically under the name the server gives
 * (`Content-Disposition`). Progress shows on the button and is announced; a failure shows an
 * error toast. Polling stops when the button is unmounted.
 */
export function ExportButton({
  kind,
  filters,
  formats = EXPORT_FORMATS,
  disabled = false,
  onDownloaded,
  className,
}: ExportButtonProps) {
  const { t, i18n } = useTranslation();
  const { runtime } = useRuntime();
  const toast = useOptionalToast();
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const controllerRef = useRef<AbortController | null>(null);
  const hostRef = useRef<HTMLSpanElement>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(
    async (format: ExportFormat) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setPhase({ step: "preparing", format });
      const compact = compactFilters(filters as Record<string, unknown> | undefined);
      const input: Schema<"ExportRequestInput"> = {
        kind,
        format,
        language: i18n.language === "sr" ? "sr" : "en",
        ...(compact ? { filters: compact } : {}),
      };
      try {
        const { body, fileName, request } = await runExport(runtime.client, input, {
          signal: controller.signal,
          pollMs: POLLING_DELAY_MS,
          onProgress: (step) => {
            if (step === "downloading" && !controller.signal.aborted) setPhase({ step: "downloading", format });
          },
        });
        if (controller.signal.aborted) return;
        saveBlob(body, fileName, hostRef.current);
        setPhase({ step: "done", fileName });
        onDownloaded?.({ fileName, format, rowCount: request.rowCount });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message =
          error instanceof ExportFailedError
            ? (error.reason ?? t("inventory.export.failedReasonUnknown"))
            : errorMessage(error, t);
        setPhase({ step: "failed", message });
        toast?.show({ variant: "error", title: t("inventory.export.failed"), message });
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [filters, i18n.language, kind, onDownloaded, runtime, t, toast],
  );

  const busy = phase.step === "preparing" || phase.step === "downloading";
  const formatName = (format: ExportFormat) => t(`inventory.export.formats.${format}`);
  const announcement =
    phase.step === "preparing"
      ? t("inventory.export.preparing", { format: formatName(phase.format) })
      : phase.step === "downloading"
        ? t("inventory.export.downloading")
        : phase.step === "done"
          ? t("inventory.export.done", { fileName: phase.fileName })
          : phase.step === "failed" && !toast
            ? `${t("inventory.export.failed")}: ${phase.message}`
            : "";

  const cancel = () => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setPhase({ step: "idle" });
  };

  // One menu in every state, so focus stays on its trigger while the export runs; while busy it
  // offers to cancel instead of a second export.
  const items: MenuItem[] = busy
    ? [{ key: "cancel", label: t("inventory.export.cancel"), onSelect: cancel }]
    : formats.map((format) => ({
        key: format,
        label: t("inventory.export.as", { format: formatName(format) }),
        onSelect: () => void start(format),
      }));

  return (
    <span className={[css.root, className].filter(Boolean).join(" ")}>
      {disabled && !busy ? (
        <Button variant="secondary" disabled>
          {t("inventory.export.button")}
        </Button>
      ) : (
        <Menu
          align="end"
          triggerClassName={css.trigger}
          trigger={
            busy ? (
              <>
                <Spinner size="small" decorative />
                {phase.step === "preparing"
                  ? t("inventory.export.preparing", { format: formatName(phase.format) })
                  : t("inventory.export.downloading")}
              </>
            ) : (
              <>
                {t("inventory.export.button")}
                <span className={css.chevron} aria-hidden="true">
                  ▾
                </span>
              </>
            )
          }
          items={items}
        />
      )}
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
      <span ref={hostRef} className={css.anchorHost} />
    </span>
  );
}
