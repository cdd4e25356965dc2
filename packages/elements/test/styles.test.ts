// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { readCssProperties } from "../scripts/manifest-lib";
import { REM_VARIABLE, remToVariable } from "../src/rem";
import { hostCss, themeVariableNames } from "../src/styles";

describe("element styles", () => {
  it("declares every variable of the theme contract on :host, and the manifest lists the same ones", () => {
    const names = themeVariableNames();
    expect(names).toContain("--bulwark-color-primary");
    const css = hostCss();
    for (const name of names) expect(css).toContain(`${name}:`);
    expect(readCssProperties().map((p) => p.name)).toEqual([REM_VARIABLE, ...names]);
  });

  it("measures rem in --bulwark-rem inside declarations but not in media queries", () => {
    expect(remToVariable(".a{font-size:1.5rem;margin:0 .5rem}@media (min-width:40rem){.b{gap:2rem}}")).toBe(
      ".a{font-size:calc(1.5 * var(--bulwark-rem));margin:0 calc(.5 * var(--bulwark-rem))}" +
        "@media (min-width:40rem){.b{gap:calc(2 * var(--bulwark-rem))}}",
    );
    expect(hostCss()).toContain("--bulwark-font-size-medium:calc(0.875 * var(--bulwark-rem))");
  });
});
