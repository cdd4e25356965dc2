// Inside a shadow root `rem` still means the host page's root font size, so a page with
// `html { font-size: 40px }` (or `* { font-size: 40px }`) would scale every widget. Element CSS
// therefore measures in `--bulwark-rem` instead, set on the element (16px unless the host says otherwise).

/** The variable standing for `1rem` inside an element. */
export const REM_VARIABLE = "--bulwark-rem";

const REM = /(^|[^\w.#-])(\d*\.?\d+)rem\b/g;

/**
 * Rewrites every `<n>rem` in declarations to `calc(<n> * var(--bulwark-rem))`. At-rule preludes
 * (`@media (min-width: 40rem)`) are left alone: `var()` is not allowed there.
 */
export function remToVariable(css: string): string {
  return css.replace(REM, (match, before: string, amount: string, offset: number) => {
    const start = Math.max(css.lastIndexOf("{", offset), css.lastIndexOf("}", offset), css.lastIndexOf(";", offset));
    if (
      css
        .slice(start + 1, offset + before.length)
        .trimStart()
        .startsWith("@")
    )
      return match;
    return `${before}calc(${amount} * var(${REM_VARIABLE}))`;
  });
}
