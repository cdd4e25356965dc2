import type { Schema } from "@bulwark/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { Card } from "../../../components/Card/Card";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage, toApiError } from "../../../components/ErrorBanner/errorMessage";
import { formatDateTime } from "../../../components/format";
import { ConfirmDialog } from "../../../components/ScreenParts/ScreenParts";
import { Spinner } from "../../../components/Spinner/Spinner";
import { useToast } from "../../../components/Toast/Toaster";
import { invalidate } from "../../../data/hooks";
import { useRuntime, useSession } from "../../../data/session";
import { inventoryKeys, useSetVerified, useVerification, useVerifyAsset } from "../queries";
import { CopyValue } from "../shared/AssetPageParts";
import { VerifiedBadge } from "../shared/AssetParts";
import { type Asset, canEditInventory, canVerifyManually, isDiscoverable } from "../shared/assets";
import * as css from "./AssetDetail.css";

type AssetVerification = Schema<"AssetVerification">;

/** What one verification method found, from the `errors` of a 422 `UnableToVerify`. */
export interface MethodFinding {
  method: "dns" | "file" | "other";
  message: string;
}

/** Reads the per-method findings of a failed check (`errors[].path` names the method). */
export function verificationFindings(error: unknown): MethodFinding[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((item) => {
    const path = String(item?.path ?? "").toLowerCase();
    const method = /dns|txt/.test(path) ? "dns" : /file|http|well-known/.test(path) ? "file" : "other";
    return { method, message: String(item?.message ?? "") };
  });
}

/**
 * Verification of an asset: its state, and until it is verified how to prove ownership (a DNS TXT
 * record `bulwark-verification=…` or a file at a well-known address, each with a copy button) and
 * a "Verify now" check. Super-admins (ManageInventory) can also verify or unverify by hand.
 */
export function VerificationPanel({ asset, baseKey }: { asset: Asset; baseKey: readonly unknown[] }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { runtime } = useRuntime();
  const toast = useToast();
  const canEdit = canEditInventory(session);
  const canManual = canVerifyManually(session);
  const [confirmUnverify, setConfirmUnverify] = useState(false);
  const key = [...baseKey, "verification"];

  const query = useVerification(key, asset.id);

  const afterChange = async (verification: AssetVerification) => {
    runtime.queryClient.setQueryData(key, verification);
    // The asset's `verified` and monitoring state follow the verification (here and in the list).
    await Promise.all([
      invalidate(runtime, [...baseKey, "asset"]),
      invalidate(runtime, inventoryKeys.assets(session.tenantId)),
    ]);
  };

  const verify = useVerifyAsset(asset.id);
  const setManually = useSetVerified(asset.id);

  const onVerify = async () => {
    setManually.reset();
    const result = await verify.mutate(undefined);
    if (!result) return;
    toast.show({ variant: "success", message: t("inventory.assets.verification.success", { name: asset.name }) });
    await afterChange(result);
  };

  const onManual = async (verified: boolean) => {
    verify.reset();
    const result = await setManually.mutate(verified);
    setConfirmUnverify(false);
    if (!result) return;
    toast.show({
      variant: "success",
      message: t(
        verified ? "inventory.assets.verification.manualVerified" : "inventory.assets.verification.unverified",
        {
          name: asset.name,
        },
      ),
    });
    await afterChange(result);
  };

  const verification = query.data;
  const failedCheck = verify.status === "error" && toApiError(verify.error).code === "UnableToVerify";
  const findings = failedCheck ? verificationFindings(verify.error) : [];

  return (
    <Card
      title={t("inventory.assets.verification.title")}
      actions={verification && <VerifiedBadge verified={verification.verified} />}
    >
      {query.status === "error" ? (
        <ErrorBanner error={query.error} onRetry={() => void query.refetch()} />
      ) : !verification ? (
        <Spinner />
      ) : (
        <div className={css.panelBody}>
          {verification.verified ? (
            <p className={css.text}>
              {verification.verifiedAt
                ? t(`inventory.assets.verification.verifiedBy.${verification.method ?? "manual"}`, {
                    date: formatDateTime(verification.verifiedAt, i18n.language),
                  })
                : t("inventory.assets.verified")}
            </p>
          ) : (
            <>
              <p className={css.text}>{t("inventory.assets.verification.why")}</p>
              {isDiscoverable(asset.assetType) && (
                <>
                  <p className={css.step}>{t("inventory.assets.verification.dnsStep", { name: asset.name })}</p>
                  <CopyValue label={t("inventory.assets.verification.txtRecord")} value={verification.txtRecord} />
                </>
              )}
              <p className={css.step}>
                {t(
                  isDiscoverable(asset.assetType)
                    ? "inventory.assets.verification.fileStepOr"
                    : "inventory.assets.verification.fileStep",
                )}
              </p>
              <CopyValue label={t("inventory.assets.verification.fileUrl")} value={verification.fileUrl} />
              <CopyValue label={t("inventory.assets.verification.fileContent")} value={verification.token} />
              {isDiscoverable(asset.assetType) && (
                <p className={css.note} role="note">
                  {t("inventory.assets.verification.dnsDelay")}
                </p>
              )}
              {verification.lastCheckedAt && (
                <p className={css.muted}>
                  {t("inventory.assets.verification.lastChecked", {
                    date: formatDateTime(verification.lastCheckedAt, i18n.language),
                  })}
                </p>
              )}
            </>
          )}
          {failedCheck && (
            <div className={css.failure} role="alert">
              <p className={css.failureTitle}>{t("inventory.assets.verification.failed")}</p>
              {findings.length > 0 && (
                <ul className={css.findings}>
                  {findings.map((finding, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: findings have no identity; the list is replaced whole.
                    <li key={index}>
                      <strong>{t(`inventory.assets.verification.methods.${finding.method}`)}:</strong> {finding.message}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {verify.status === "error" && !failedCheck && <ErrorBanner message={errorMessage(verify.error, t)} />}
          {setManually.status === "error" && <ErrorBanner message={errorMessage(setManually.error, t)} />}
          {(canEdit || canManual) && (
            <div className={css.actions}>
              {canEdit && !verification.verified && (
                <Button loading={verify.status === "pending"} onClick={onVerify}>
                  {t("inventory.assets.verification.verifyNow")}
                </Button>
              )}
              {canManual &&
                (verification.verified ? (
                  <Button variant="secondary" onClick={() => setConfirmUnverify(true)}>
                    {t("inventory.assets.verification.unverifyManually")}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    loading={setManually.status === "pending"}
                    onClick={() => void onManual(true)}
                  >
                    {t("inventory.assets.verification.verifyManually")}
                  </Button>
                ))}
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmUnverify}
        title={t("inventory.assets.verification.unverifyTitle")}
        confirmLabel={t("inventory.assets.verification.unverifyManually")}
        busy={setManually.status === "pending"}
        onCancel={() => setConfirmUnverify(false)}
        onConfirm={() => void onManual(false)}
      >
        <p className={css.text}>{t("inventory.assets.verification.unverifyBody", { name: asset.name })}</p>
      </ConfirmDialog>
    </Card>
  );
}
