import { type CSSProperties, useState } from "react";
import { vars } from "../theme.css";
import { lightTheme, themes } from "../tokens";
import * as css from "./Foundations.css";

/** Sections of the design language, one Storybook page each. */
export type FoundationsSection = "color" | "type" | "space" | "radius" | "elevation" | "motion";

/** Props of {@link Foundations}. */
export interface FoundationsProps {
  /** Which part of the design language to show. */
  section: FoundationsSection;
}

type Tree = { [key: string]: string | Tree };

/** `[path, var(--bulwark-…)]` for every leaf under a branch of the contract. */
function leaves(tree: Tree, prefix: string[] = []): Array<[string[], string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[[...prefix, key], value] as [string[], string]] : leaves(value, [...prefix, key]),
  );
}

const cssName = (reference: string) => /^var\((--[^,)]+)/.exec(reference)?.[1] ?? reference;

const valueAt = (tree: unknown, path: string[]): string =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree) as string;

function Swatch({ path, reference }: { path: string[]; reference: string }) {
  return (
    <div className={css.swatch}>
      <div className={css.chip} style={{ background: reference }} />
      <div className={css.meta}>
        <span className={css.name}>{path.slice(1).join(".")}</span>
        <code className={css.code}>{cssName(reference)}</code>
        <code className={css.code}>
          {valueAt(themes.light, path)} · {valueAt(themes.dark, path)}
        </code>
      </div>
    </div>
  );
}

function Colors() {
  const all = leaves(vars.color as unknown as Tree, ["color"]);
  const groups: Array<{ title: string; lead: string; filter: (path: string[]) => boolean }> = [
    {
      title: "Brand",
      lead: "Bulwark violet marks what you can act on: primary buttons, links, the current page, focus.",
      filter: (p) => p.length === 2 && /^(primary|onPrimary|focus)/.test(p[1] ?? ""),
    },
    {
      title: "Surfaces, borders and text",
      lead: "Neutrals with a faint violet cast. Text on any surface meets 4.5:1; control borders meet 3:1 on hover.",
      filter: (p) => p.length === 2 && /^(surface|border|text|overlay|skeleton)/.test(p[1] ?? ""),
    },
    {
      title: "Status",
      lead: "Each status has a text-safe colour and a quiet surface. A status is always named in words or an icon too.",
      filter: (p) => p.length === 2 && /^(success|warning|danger|info|onDanger)/.test(p[1] ?? ""),
    },
    {
      title: "Score categories",
      lead: "The gauge's stops from the specification: 0 red, 26 orange, 51 amber, 76 yellow, 96 teal.",
      filter: (p) => p[1] === "score",
    },
    {
      title: "Chart series",
      lead: "Series take these in order; charts label every series in text and offer a table.",
      filter: (p) => p[1] === "chart",
    },
    { title: "Sidebar", lead: "The shell's sidebar is dark in both themes.", filter: (p) => p[1] === "sidebar" },
  ];
  return (
    <>
      {groups.map((group) => (
        <section key={group.title} className={css.section}>
          <h2 className={css.heading}>{group.title}</h2>
          <p className={css.lead}>{group.lead}</p>
          <div className={css.grid}>
            {all
              .filter(([path]) => group.filter(path))
              .map(([path, reference]) => (
                <Swatch key={path.join(".")} path={path} reference={reference} />
              ))}
          </div>
        </section>
      ))}
    </>
  );
}

const typeScale: Array<{ size: keyof typeof lightTheme.font.size; use: string; weight: string; sample: string }> = [
  { size: "display", use: "Key figures", weight: vars.font.weight.bold, sample: "1,284" },
  { size: "xlarge", use: "Page titles", weight: vars.font.weight.bold, sample: "People" },
  { size: "large", use: "Card and section titles", weight: vars.font.weight.bold, sample: "Getting started" },
  { size: "medium", use: "Body, controls", weight: vars.font.weight.regular, sample: "Import the people you protect." },
  {
    size: "small",
    use: "Table cells, secondary text",
    weight: vars.font.weight.regular,
    sample: "ana.petrovic@acme.example",
  },
  { size: "xsmall", use: "Badges, column headers", weight: vars.font.weight.medium, sample: "VERIFIED · 12 ASSETS" },
];

function Type() {
  return (
    <section className={css.section}>
      <h2 className={css.heading}>Inter Variable</h2>
      <p className={css.lead}>
        Self-hosted from @fontsource-variable/inter (Latin and Latin Extended subsets, weights 100–900). Body is 14 px
        on a 1.5 line height; titles from 20 px up are set 1.1% tighter. Figures that line up in columns use tabular
        numbers.
      </p>
      {typeScale.map(({ size, use, weight, sample }) => (
        <div key={size} className={css.row}>
          <div className={css.meta}>
            <span className={css.name}>{size}</span>
            <code className={css.code}>
              {lightTheme.font.size[size]} · {use}
            </code>
          </div>
          <span
            style={{
              fontSize: vars.font.size[size],
              fontWeight: weight,
              lineHeight: vars.font.lineHeightTight,
              letterSpacing: size === "display" || size === "xlarge" ? vars.font.letterSpacingTight : undefined,
            }}
          >
            {sample}
          </span>
        </div>
      ))}
      <div className={css.row}>
        <div className={css.meta}>
          <span className={css.name}>Weights</span>
          <code className={css.code}>400 · 500 · 600</code>
        </div>
        <span>
          <span style={{ fontWeight: vars.font.weight.regular }}>Regular </span>
          <span style={{ fontWeight: vars.font.weight.medium }}>Medium </span>
          <span style={{ fontWeight: vars.font.weight.bold }}>Semibold</span>
        </span>
      </div>
      <div className={css.row}>
        <div className={css.meta}>
          <span className={css.name}>Serbian</span>
          <code className={css.code}>latin-ext subset</code>
        </div>
        <span>Čuvajte šifre — đak, žaba, ćuprija</span>
      </div>
    </section>
  );
}

function Space() {
  return (
    <section className={css.section}>
      <h2 className={css.heading}>Spacing</h2>
      <p className={css.lead}>A 4 px grid. Inside a control 2–3; between controls 3–4; between sections 5–6.</p>
      {Object.entries(lightTheme.space).map(([step, value]) => (
        <div key={step} className={css.row}>
          <div className={css.meta}>
            <span className={css.name}>space {step}</span>
            <code className={css.code}>
              {cssName(vars.space[step as keyof typeof vars.space])} · {value}
            </code>
          </div>
          <div className={css.bar} style={{ width: vars.space[step as keyof typeof vars.space] }} />
        </div>
      ))}
    </section>
  );
}

function Radius() {
  const radii = [
    ["radiusSmall", vars.radiusSmall, "Chips inside controls, checkboxes"],
    ["radius", vars.radius, "Inputs, buttons, menu items"],
    ["radiusLarge", vars.radiusLarge, "Cards, dialogs, popovers, tables"],
    ["radiusFull", vars.radiusFull, "Pills, avatars, filter chips"],
  ] as const;
  return (
    <section className={css.section}>
      <h2 className={css.heading}>Radii</h2>
      <p className={css.lead}>Larger surfaces get rounder corners; nested corners get smaller.</p>
      <div className={css.grid}>
        {radii.map(([key, reference, use]) => (
          <div key={key} className={css.swatch}>
            <div className={css.box} style={{ borderRadius: reference, margin: 12, height: 48 }} />
            <div className={css.meta}>
              <span className={css.name}>{key}</span>
              <code className={css.code}>{cssName(reference)}</code>
              <span className={css.code}>{use}</span>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function Elevation() {
  const levels = [
    ["0 — page", "none", "Flat content on the page background"],
    ["1 — shadowSmall", vars.shadowSmall, "Cards and tables"],
    ["2 — shadowMedium", vars.shadowMedium, "Menus, popovers, the filter bar's panels"],
    ["3 — shadow", vars.shadow, "Dialogs, toasts, the mobile drawer"],
  ] as const;
  return (
    <section className={css.section}>
      <h2 className={css.heading}>Elevation</h2>
      <p className={css.lead}>Four levels. Anything that floats over the page (never pushing it) is level 2 or 3.</p>
      <div className={css.grid}>
        {levels.map(([key, reference, use]) => (
          <div key={key} className={css.box} style={{ boxShadow: reference, borderRadius: vars.radiusLarge }}>
            <span>
              <strong>{key}</strong>
              <br />
              {use}
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

function Motion() {
  const [moved, setMoved] = useState(false);
  const motions = [
    ["durationFast", vars.motion.durationFast, "Hover, press"],
    ["durationMedium", vars.motion.durationMedium, "Popovers, toasts, drawer"],
    ["durationSlow", vars.motion.durationSlow, "Chart entry"],
  ] as const;
  return (
    <section className={css.section}>
      <h2 className={css.heading}>Motion</h2>
      <p className={css.lead}>
        Motion explains where something came from; it never delays work. Every transition is switched off when the
        reader prefers reduced motion.
      </p>
      <button type="button" onClick={() => setMoved((value) => !value)} style={{ justifySelf: "start" }}>
        Play
      </button>
      {motions.map(([key, duration, use]) => (
        <div key={key} className={css.row}>
          <div className={css.meta}>
            <span className={css.name}>{key}</span>
            <code className={css.code}>
              {lightTheme.motion[key]} · {use}
            </code>
          </div>
          <div className={css.track}>
            <div
              className={css.mover}
              style={
                {
                  transform: moved ? "translateX(calc(min(600px, 50vw) - 40px))" : "none",
                  transition: `transform ${duration} ${vars.motion.easingStandard}`,
                } as CSSProperties
              }
            />
          </div>
        </div>
      ))}
    </section>
  );
}

/**
 * The design language rendered from the theme tokens: every swatch, size and shadow here is the
 * live `--bulwark-*` variable, so the page cannot drift from what the widgets use.
 */
export function Foundations({ section }: FoundationsProps) {
  return (
    <div className={css.root}>
      {section === "color" && <Colors />}
      {section === "type" && <Type />}
      {section === "space" && <Space />}
      {section === "radius" && <Radius />}
      {section === "elevation" && <Elevation />}
      {section === "motion" && <Motion />}
    </div>
  );
}
