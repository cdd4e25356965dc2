import qrcode from "qrcode-generator";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { themeClass } from "../../theme/theme.css";
import * as css from "./QrCode.css";

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode, e.g. an `otpauth://totp/...` URL. */
  value: string;
  /** Accessible name of the image, e.g. "QR code for your authenticator app". */
  label: string;
  /**
   * A text alternative to type in by hand (the TOTP secret), shown beside the code for people
   * who cannot scan it. It is shown in groups of four but copies as one string.
   */
  secret?: string;
  /** Width and height of the code in CSS pixels. Defaults to 184. */
  size?: number;
  /** Extra class names on the root element. */
  className?: string;
}

/** Modules of quiet zone around the code, as the QR specification requires. */
const QUIET_ZONE = 4;

/** An SVG path drawing every dark module of `value`'s QR code, and the code's size in modules. */
export function qrPath(value: string): { path: string; modules: number } {
  // The library encodes Byte mode as Latin-1; feeding it UTF-8 bytes as characters makes any
  // text (accented account names in an otpauth label) scan back correctly.
  const utf8 = Array.from(new TextEncoder().encode(value), (byte) => String.fromCharCode(byte)).join("");
  const qr = qrcode(0, "M");
  qr.addData(utf8, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  let path = "";
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, modules: count + 2 * QUIET_ZONE };
}

/**
 * A QR code drawn as an inline SVG (no canvas, no network), with an optional secret to type in
 * by hand. The code always uses the light theme's colours, dark on light, because many scanners
 * cannot read an inverted code.
 */
export function QrCode({ value, label, secret, size = 184, className }: QrCodeProps) {
  const { t } = useTranslation();
  const { path, modules } = useMemo(() => qrPath(value), [value]);
  const groups = secret?.match(/.{1,4}/g) ?? [];
  return (
    <div className={[css.root, className].filter(Boolean).join(" ")}>
      <div className={[themeClass.light, css.frame].join(" ")}>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${modules} ${modules}`}
          width={size}
          height={size}
          shapeRendering="crispEdges"
          className={css.svg}
        >
          <rect width={modules} height={modules} className={css.paper} />
          <path d={path} className={css.ink} />
        </svg>
      </div>
      {secret && (
        <div className={css.manual}>
          <p className={css.manualLabel}>{t("qrCode.manualEntry")}</p>
          <code className={css.secret} data-secret={secret}>
            {groups.map((group, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: groups are positional and never reorder.
              <span key={index} className={css.group}>
                {group}
              </span>
            ))}
          </code>
        </div>
      )}
    </div>
  );
}
