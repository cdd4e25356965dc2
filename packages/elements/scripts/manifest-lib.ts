// Builds custom-elements.json (Custom Elements Manifest, schema 2.1) from the registry and the
// widgets' theme tokens. Used by scripts/manifest.ts and by the test that fails on a stale file.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";
import { commonAttributes, commonProperties } from "../src/common";
import { type AttributeSpec, attributeName, type ElementDefinition } from "../src/definition";
import { commonEvents } from "../src/events";
import { elements } from "../src/registry";
import { REM_VARIABLE } from "../src/rem";

const MODULE = "dist/bulwark-elements.js";

export interface CssProperty {
  name: string;
  default: string;
  description?: string;
}

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Text of a JSDoc comment attached to `node`, without the `--bulwark-x` name it usually starts with. */
function docOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const last = ranges.at(-1);
  if (!last) return undefined;
  const text = source.text
    .slice(last.pos, last.end)
    .replace(/^\/\*\*|\*\/$/g, "")
    .split("\n")
    .map((line) => line.replace(/^\s*\*\s?/, "").trim())
    .filter(Boolean)
    .join(" ")
    .replace(/^`--bulwark-[\w-]+`:?\s*/, "")
    .trim();
  return text || undefined;
}

/**
 * The public `--bulwark-*` variables with their light-theme values and documentation, read from
 * the widgets' tokens source (the same naming rule as the theme contract: `bulwark-` + path in kebab case).
 */
export function readCssProperties(): CssProperty[] {
  const widgetsDir = path.dirname(createRequire(import.meta.url).resolve("@bulwark/widgets/package.json"));
  const file = path.join(widgetsDir, "src/theme/tokens.ts");
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const out: CssProperty[] = [];
  const walk = (object: ts.ObjectLiteralExpression, trail: string[], inherited: string | undefined) => {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key = property.name.getText(source).replace(/^["']|["']$/g, "");
      const here = [...trail, key];
      const doc = docOf(property, source);
      const value = property.initializer;
      if (ts.isObjectLiteralExpression(value)) walk(value, here, doc ?? inherited);
      else if (ts.isStringLiteralLike(value)) {
        const description = doc ?? inherited;
        out.push({
          name: `--bulwark-${here.map(kebab).join("-")}`,
          default: value.text,
          ...(description ? { description } : {}),
        });
      }
    }
  };
  out.push({
    name: REM_VARIABLE,
    default: "16px",
    description:
      "What `1rem` means inside the element (the widgets' rem sizes are measured in it), so the host " +
      "page's root font size does not scale the widget.",
  });
  ts.forEachChild(source, (node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (declaration.name.getText(source) === "lightTheme" && declaration.initializer) {
        let init: ts.Expression = declaration.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
        if (ts.isObjectLiteralExpression(init)) walk(init, [], undefined);
      }
    }
  });
  return out;
}

const typeText = (spec: AttributeSpec): string => {
  switch (spec.type) {
    case "boolean":
      return "boolean";
    case "number":
      return spec.default === undefined ? "number | null" : "number";
    case "enum": {
      const union = spec.values.map((v) => `"${v}"`).join(" | ");
      return spec.default === undefined ? `${union} | null` : union;
    }
    default:
      return spec.default === undefined ? "string | null" : "string";
  }
};

const defaultText = (spec: AttributeSpec): string | undefined => {
  if (spec.type === "boolean") return "false";
  if (spec.default === undefined) return undefined;
  return JSON.stringify(spec.default);
};

const className = (tag: string) =>
  `${tag
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}Element`;

function declaration(def: ElementDefinition, cssProperties: CssProperty[]) {
  const attributes = { ...commonAttributes, ...def.attributes } as Record<string, AttributeSpec>;
  const common = new Set(Object.keys(commonAttributes));
  const describe = (name: string, spec: AttributeSpec) =>
    name === "apiUrl"
      ? spec.description
      : spec.prop
        ? `${spec.description} (widget prop \`${spec.prop}\`)`
        : spec.description;
  const type = (name: string, spec: AttributeSpec) => (name === "apiUrl" ? "string" : typeText(spec));
  const defaults = (name: string, spec: AttributeSpec) =>
    name === "apiUrl" ? { default: "location.origin" } : defaultText(spec) ? { default: defaultText(spec) } : {};
  return {
    kind: "class",
    customElement: true,
    name: className(def.tag),
    tagName: def.tag,
    description: def.description,
    superclass: { name: "BulwarkElement", package: "@bulwark/elements" },
    attributes: Object.entries(attributes).map(([name, spec]) => ({
      name: attributeName(name),
      fieldName: name,
      type: { text: type(name, spec) },
      description: describe(name, spec),
      ...defaults(name, spec),
      ...(common.has(name) ? { inheritedFrom: { name: "BulwarkElement", package: "@bulwark/elements" } } : {}),
    })),
    members: [
      ...Object.entries(attributes).map(([name, spec]) => ({
        kind: "field",
        name,
        type: { text: type(name, spec) },
        description: describe(name, spec),
        attribute: attributeName(name),
        reflects: true,
        ...defaults(name, spec),
      })),
      ...Object.entries({ ...commonProperties, ...def.properties }).map(([name, spec]) => ({
        kind: "field",
        name,
        type: { text: spec.type },
        description: spec.description,
      })),
      {
        kind: "field",
        name: "loaded",
        type: { text: "Promise<void>" },
        readonly: true,
        description: "Settles when the widget code is loaded and the element has rendered it.",
      },
    ],
    events: [
      ...commonEvents.map((event) => ({
        name: event.name,
        type: { text: `CustomEvent<${event.detail}>` },
        description: event.description,
      })),
      ...Object.values(def.events).map((event) => ({
        name: event.event,
        type: { text: `CustomEvent<${event.detail}>` },
        description: event.description,
      })),
    ],
    cssProperties,
  };
}

/** The manifest for `definitions` (default: the registry). */
export function buildManifest(
  definitions: readonly ElementDefinition<any, any, any, any>[] = elements,
  cssProperties: CssProperty[] = readCssProperties(),
) {
  return {
    schemaVersion: "2.1.0",
    readme: "README.md",
    modules: [
      {
        kind: "javascript-module",
        path: MODULE,
        description: "The script-tag bundle: defines every element when loaded.",
        declarations: definitions.map((def) => declaration(def, cssProperties)),
        exports: definitions.map((def) => ({
          kind: "custom-element-definition",
          name: def.tag,
          declaration: { name: className(def.tag), module: MODULE },
        })),
      },
    ],
  };
}

/** The manifest as written to custom-elements.json. */
export const manifestText = () => `${JSON.stringify(buildManifest(), null, 2)}\n`;
