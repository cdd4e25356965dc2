// `@bulwark/widgets/runtime`: what every widget tree needs and no screen, for the script-tag
// elements. Importing the package's main entry instead would pull every screen's stylesheet
// (stylesheets have side effects, so they survive tree shaking) into the chunk every element loads.

export type { BulwarkRootProps } from "./components/BulwarkProvider/BulwarkRoot";
export { BulwarkRoot } from "./components/BulwarkProvider/BulwarkRoot";
export { createQueryClient } from "./data/query";
export type { BulwarkEventMap, BulwarkRuntime, BulwarkRuntimeOptions } from "./data/runtime";
export { createBulwarkRuntime } from "./data/runtime";
export type { Navigate } from "./data/session";
export { useRuntime, useSession } from "./data/session";
export type { StringPart } from "./i18n/strings";
export { createLazyI18n, hasStrings, loadStrings } from "./i18n/strings";
export { vars } from "./theme/theme.css";
export type { ThemeTokens } from "./theme/tokens";
export { darkTheme, lightTheme } from "./theme/tokens";
