import { type RenderOptions, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { BulwarkProvider, type BulwarkProviderProps } from "../components/BulwarkProvider/BulwarkProvider";

/** Renders `ui` inside a {@link BulwarkProvider}, as every widget is used. Test-only helper. */
export function renderWithProvider(
  ui: ReactElement,
  { lang, theme, ...options }: Pick<BulwarkProviderProps, "lang" | "theme"> & Omit<RenderOptions, "wrapper"> = {},
) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <BulwarkProvider lang={lang ?? "en"} theme={theme ?? "light"}>
        {children}
      </BulwarkProvider>
    ),
  });
}
