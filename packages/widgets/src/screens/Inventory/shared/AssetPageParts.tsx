import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button";
import { visuallyHidden } from "../../../styles/utils.css";
import * as css from "./AssetPageParts.css";
import { smallButton } from "./AssetParts.css";
import type { Asset } from "./assets";

// The parts only an asset's page shows (the monitoring switch, values to copy), apart from
// AssetParts so the asset list does not carry them (packages/elements, "Weight").
/** Props of {@link MonitoringSwitch}. */
export interface MonitoringSwitchProps {
  asset: Pick<Asset, "name" | "monitored" | "monitoringBlockedReason">;
  /** The translated reason monitoring cannot be changed now, or undefined when it can. */
  blockedReason: string | undefined;
  busy?: boolean;
  onToggle: (monitored: boolean) => void;
}

/**
 * The monitoring on/off switch (`role="switch"`). When blocked it stays focusable but
 * `aria-disabled`, and its reason is both a tooltip (on hover and keyboard focus, closed with
 * Escape) and its accessible description, so keyboard and screen-reader users get it too.
 */
export function MonitoringSwitch({ asset, blockedReason, busy = false, onToggle }: MonitoringSwitchProps) {
  const { t } = useTranslation();
  const tooltipId = useId();
  const [tipOpen, setTipOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const blocked = blockedReason !== undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape" && tipOpen) {
      event.stopPropagation();
      setTipOpen(false);
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering the wrapper only shows the tooltip; the switch inside is the control.
    <span
      className={css.switchWrap}
      onMouseEnter={() => blocked && setTipOpen(true)}
      onMouseLeave={() => setTipOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        role="switch"
        aria-checked={asset.monitored}
        aria-disabled={blocked || busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={blocked ? tooltipId : undefined}
        className={css.switchButton}
        onFocus={() => blocked && setTipOpen(true)}
        onBlur={() => setTipOpen(false)}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (blocked) {
            setTipOpen(true);
            return;
          }
          if (!busy) onToggle(!asset.monitored);
        }}
      >
        <span
          className={css.track}
          data-on={asset.monitored || undefined}
          data-blocked={blocked || undefined}
          aria-hidden="true"
        >
          <span className={css.thumb} />
        </span>
        <span className={css.switchLabel}>{t("inventory.assets.monitoring.label")}</span>
        <span className={visuallyHidden}>{asset.name}</span>
      </button>
      <span className={css.switchState} aria-hidden="true">
        {asset.monitored ? t("inventory.assets.monitoring.on") : t("inventory.assets.monitoring.off")}
      </span>
      {blocked && (
        <span id={tooltipId} role="tooltip" className={css.tooltip} data-open={tipOpen || undefined}>
          {blockedReason}
        </span>
      )}
    </span>
  );
}

type CopyState = "idle" | "copied" | "failed";

/** A value to copy (a TXT record, a URL), shown in full with a copy button and a spoken result. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>("idle");
  const valueRef = useRef<HTMLElement>(null);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      // Clipboard access can be refused: select the text so the user can copy it by hand.
      const node = valueRef.current;
      const selection = node ? globalThis.getSelection?.() : null;
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setState("failed");
    }
  };
  return (
    <div className={css.copy}>
      <span className={css.copyLabel}>{label}</span>
      <div className={css.copyRow}>
        <code ref={valueRef} className={css.copyValue}>
          {value}
        </code>
        <Button
          className={smallButton}
          variant="secondary"
          onClick={onCopy}
          aria-label={t("inventory.assets.copyLabel", { what: label })}
        >
          {t("inventory.assets.copy")}
        </Button>
      </div>
      <span className={state === "failed" ? css.copyFailed : css.copied} aria-live="polite">
        {state === "copied" && t("inventory.assets.copied")}
        {state === "failed" && t("inventory.assets.copyFailed")}
      </span>
    </div>
  );
}
