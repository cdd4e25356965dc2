import { type ToastApi, useToast } from "../../components/Toast/Toaster";

/**
 * The nearest `ToastProvider`'s API, or undefined when there is none (a top bar used on its own).
 * `useToast` only reads a context before throwing, so catching keeps the hook order stable.
 */
export function useOptionalToast(): ToastApi | undefined {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render, in the same order; see above.
    return useToast();
  } catch {
    return undefined;
  }
}
