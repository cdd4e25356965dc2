// The public API of @bulwark/widgets. Anything not exported here is internal.

export type { BulwarkProviderProps } from "./components/BulwarkProvider/BulwarkProvider";
export { BulwarkProvider } from "./components/BulwarkProvider/BulwarkProvider";
export type { ButtonProps } from "./components/Button/Button";
export { Button } from "./components/Button/Button";
export type { CheckboxProps } from "./components/Checkbox/Checkbox";
export { Checkbox } from "./components/Checkbox/Checkbox";
export type { ErrorBannerProps } from "./components/ErrorBanner/ErrorBanner";
export { ErrorBanner } from "./components/ErrorBanner/ErrorBanner";
export type { ApiError, ErrorMessageKey } from "./components/ErrorBanner/errorMessage";
export { errorMessage, toApiError } from "./components/ErrorBanner/errorMessage";
export type { ModalProps } from "./components/Modal/Modal";
export { Modal } from "./components/Modal/Modal";
export type { SpinnerProps } from "./components/Spinner/Spinner";
export { Spinner } from "./components/Spinner/Spinner";
export type { TextFieldProps } from "./components/TextField/TextField";
export { TextField } from "./components/TextField/TextField";
export type { ToastProps, ToastVariant } from "./components/Toast/Toast";
export { Toast } from "./components/Toast/Toast";
export type { ToastApi, ToasterProps, ToastItem, ToastOptions, ToastProviderProps } from "./components/Toast/Toaster";
export { Toaster, ToastProvider, useToast } from "./components/Toast/Toaster";
export type { Language } from "./i18n/createI18n";
export { createI18n, isLanguage, languages, resources } from "./i18n/createI18n";
export { en } from "./i18n/locales/en";
export { sr } from "./i18n/locales/sr";
export type { ScoreCategory } from "./score/score";
export { scoreCategory, scoreRanges } from "./score/score";
export type { Breakpoint } from "./theme/layout";
export {
  breakpoints,
  layout,
  maxWidth,
  NOTIFICATION_PAGE_SIZE,
  notificationDropdown,
  POLLING_DELAY_MS,
} from "./theme/layout";
export { themeClass, vars } from "./theme/theme.css";
export type { ThemeName, ThemeTokens, TokenShape } from "./theme/tokens";
export { darkTheme, isThemeName, lightTheme, themes } from "./theme/tokens";

// Data: one runtime per page, sessions, queries.
export type { BulwarkEventMap, BulwarkRuntime, BulwarkRuntimeOptions } from "./data/runtime";
export { createBulwarkRuntime } from "./data/runtime";
export type { Navigate, Session, SessionStatus } from "./data/session";
export { chooseTenant, useApiQuery, useRuntime, useSession } from "./data/session";
export type { MutationState, QueryKey, QueryResult } from "./data/query";
export { QueryCache, useMutation } from "./data/query";
export { unwrap } from "./data/unwrap";
