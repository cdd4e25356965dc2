import type { Tenant } from "@bulwark/client";
import { type CSSProperties, useState } from "react";
import * as css from "./Avatar.css";

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Whose picture: used for the initials and the image's alternative text. */
  name: string;
  /** Image URL; without one (or when it fails to load) the initials are shown on `color`. */
  src?: string | null;
  /** Background colour of the initials block (`#rrggbb`); defaults to the theme's primary colour. */
  color?: string | null;
  /** Defaults to `medium` (32 px). */
  size?: "small" | "medium" | "large";
  /** `circle` for people, `square` (rounded) for organisations. Defaults to `circle`. */
  shape?: "circle" | "square";
  /** Hide from assistive technology, when the name is written next to it anyway. */
  decorative?: boolean;
  /** Extra class names on the root element. */
  className?: string;
}

/** Up to two initials of `name`: first letters of the first two words ("Acme d.o.o." → "AD"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/u)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? "");
  return letters.join("").toLocaleUpperCase() || "?";
}

/**
 * Text colour for initials on a data-defined background (an organisation's own colour, which no
 * theme knows): near-black on light colours, white on dark ones, by WCAG relative luminance.
 * Undefined when `color` is not a `#rgb`/`#rrggbb` value.
 */
export function readableTextOn(color: string): string | undefined {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against white is (1.05)/(L+0.05), against #111 it is (L+0.05)/(0.0056+0.05); pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0556 ? "#ffffff" : "#111111";
}

/**
 * A picture of a person or an organisation: the image when there is one, otherwise a coloured
 * block with initials. Named by `name` for screen readers unless `decorative`.
 */
export function Avatar({
  name,
  src,
  color,
  size = "medium",
  shape = "circle",
  decorative = false,
  className,
}: AvatarProps) {
  // The URL that failed to load: a new `src` gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const failed = Boolean(src) && failedSrc === src;
  const classes = [css.root, css.size[size], css.shape[shape], className].filter(Boolean).join(" ");

  if (src && !failed) {
    return (
      <img
        className={[classes, css.image].join(" ")}
        src={src}
        alt={decorative ? "" : name}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  const text = color ? readableTextOn(color) : undefined;
  const style: CSSProperties | undefined = color && text ? { background: color, color: text } : undefined;
  return (
    <span
      className={[classes, css.initials].join(" ")}
      style={style}
      data-initials={initialsOf(name)}
      {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": name })}
    />
  );
}

/** Props of {@link OrgLogo}. */
export interface OrgLogoProps extends Omit<AvatarProps, "name" | "src" | "color" | "shape"> {
  /** The organisation: its logo, or its colour and initials. */
  tenant: Pick<Tenant, "name" | "logo" | "color">;
}

/** An organisation's logo, or a block in its colour with its initials. */
export function OrgLogo({ tenant, ...rest }: OrgLogoProps) {
  return <Avatar {...rest} shape="square" name={tenant.name} src={tenant.logo} color={tenant.color} />;
}
