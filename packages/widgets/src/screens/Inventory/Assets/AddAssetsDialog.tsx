import type { Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { Modal } from "../../../components/Modal/Modal";
import { TextAreaField } from "../../../components/ScreenParts/ScreenParts";
import { useCreateAssets } from "../queries";
import { assetIndexOf, assetNameOf, looksLikeAsset, parseAssetNames } from "../shared/assets";
import * as css from "./Assets.css";

type CreateAssetsResult = Schema<"CreateAssetsResult">;

/** A name the server refused, with its reason. */
export interface RejectedName {
  name: string;
  message: string;
}

/**
 * The names a 422 refused, one per name the server pointed at (`errors[].path` such as
 * `body.assets.3.name`), in the order they were sent; empty when the errors name no line.
 */
export function rejectedNames(error: unknown, sent: readonly string[]): RejectedName[] {
  if (toApiError(error).statusCode !== 422) return [];
  const errors = (error as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  const byIndex = new Map<number, string[]>();
  for (const item of errors) {
    const path = typeof item?.path === "string" ? item.path : "";
    const index = assetIndexOf(path);
    if (index === undefined || sent[index] === undefined) continue;
    byIndex.set(index, [...(byIndex.get(index) ?? []), String(item?.message ?? "")]);
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, messages]) => ({ name: sent[index] as string, message: messages.filter(Boolean).join("; ") }));
}

/** Props of {@link AddAssetsDialog}. */
export interface AddAssetsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The batch was accepted: the assets added and the names the organisation already had. */
  onAdded: (result: CreateAssetsResult) => void;
}

/**
 * Adds domains, subdomains and IP addresses: one per line or separated by commas. Names that do
 * not look like any of them are pointed out while typing, but sent anyway: the server decides,
 * and when it refuses a batch each refused name is listed with its reason.
 */
export function AddAssetsDialog({ open, onClose, onAdded }: AddAssetsDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<string[]>([]);
  const names = parseAssetNames(text);
  const suspicious = names.filter((name) => !looksLikeAsset(name));
  // Hosts taken from pasted web addresses, named so nobody wonders where the path went.
  const fromUrls = [
    ...new Set(
      text
        .split(/[\n\r,;]+/)
        .filter((raw) => assetNameOf(raw) !== raw.trim())
        .map(assetNameOf),
    ),
  ];

  const create = useCreateAssets();
  const { reset } = create;

  useEffect(() => {
    if (!open) return;
    setText("");
    setSubmitted(false);
    setSent([]);
    reset();
  }, [open, reset]);

  const rejected = create.status === "error" ? rejectedNames(create.error, sent) : [];
  const failure = create.status === "error" && rejected.length === 0 ? describeFailure(create.error, t) : undefined;
  const empty = submitted && names.length === 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (names.length === 0) {
      fieldRef.current?.focus();
      return;
    }
    setSent(names);
    const result = await create.mutate(names);
    if (result) onAdded(result);
    else fieldRef.current?.focus();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("inventory.assets.add.title")}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("organizations.common.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={create.status === "pending"}>
            {t("inventory.assets.add.submit")}
          </Button>
        </>
      }
    >
      <form id={formId} className={css.addForm} noValidate onSubmit={onSubmit}>
        <TextAreaField
          ref={fieldRef}
          label={t("inventory.assets.add.label")}
          hint={t("inventory.assets.add.hint")}
          rows={6}
          spellCheck={false}
          autoCapitalize="off"
          value={text}
          error={
            empty
              ? t("inventory.assets.add.none")
              : rejected.length > 0
                ? t("inventory.assets.add.rejected", { count: rejected.length })
                : undefined
          }
          onChange={(event) => setText(event.target.value)}
        />
        <p className={css.count} aria-live="polite">
          {names.length > 0 && t("inventory.assets.add.count", { count: names.length })}
        </p>
        {fromUrls.length > 0 && (
          <p className={css.count}>{t("inventory.assets.add.fromUrls", { names: fromUrls.join(", ") })}</p>
        )}
        {/* Once the server has refused names, its reasons replace the guesses. */}
        {suspicious.length > 0 && rejected.length === 0 && (
          <div className={css.hintBox} role="note">
            <p className={css.hintTitle}>{t("inventory.assets.add.suspicious")}</p>
            <ul className={css.nameList}>
              {suspicious.map((name) => (
                <li key={name}>
                  <code>{name}</code>
                </li>
              ))}
            </ul>
          </div>
        )}
        {rejected.length > 0 && (
          <div className={css.rejectedBox} role="alert">
            <p className={css.hintTitle}>{t("inventory.assets.add.rejectedTitle")}</p>
            <ul className={css.nameList} aria-label={t("inventory.assets.add.rejectedTitle")}>
              {rejected.map((row) => (
                <li key={row.name} className={css.rejectedRow}>
                  <code>{row.name}</code>
                  <span className={css.rejectedMessage}>{row.message || t("inventory.assets.add.invalidName")}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {failure && <ErrorBanner message={failure} />}
      </form>
    </Modal>
  );
}

/** The message for a refused batch that names no line. */
function describeFailure(error: unknown, t: TFunction): string {
  const { code, message, statusCode } = toApiError(error);
  if (code === "OrganizationRequired") return t("inventory.assets.organizationRequired");
  if (statusCode === 422 && message === "No assets to be added") return t("inventory.assets.add.none");
  return errorMessage(error, t);
}
