import { useCallback, useEffect, useRef, useState } from "react";

/** Messages by field; a field without a message is valid. */
export type FieldErrors<V> = Partial<Record<keyof V, string | undefined>>;

/**
 * The state of a small form validated on the client: values, and the messages of `validate`,
 * shown from the first submit on and then kept up to date as the user types (so a message goes
 * away as soon as the value is fixed). `check()` runs on submit: it reveals the messages and moves
 * focus to the first invalid field, registered with `field(name)`.
 */
export function useForm<V extends Record<string, unknown>>(initial: V, validate: (values: V) => FieldErrors<V>) {
  const [values, setValues] = useState(initial);
  // `initial` is a fresh object each render; the first one is what `reset()` returns to.
  const first = useRef(initial);
  const [submitted, setSubmitted] = useState(false);
  const nodes = useRef(new Map<keyof V, HTMLElement | null>());
  const errors: FieldErrors<V> = submitted ? validate(values) : {};

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  const field = useCallback(
    (key: keyof V) => (node: HTMLElement | null) => {
      nodes.current.set(key, node);
    },
    [],
  );

  const check = (): boolean => {
    setSubmitted(true);
    const found = validate(values);
    const first = (Object.keys(found) as (keyof V)[]).find((key) => found[key]);
    if (first === undefined) return true;
    nodes.current.get(first)?.focus();
    return false;
  };

  const reset = useCallback((next?: V) => {
    setValues(next ?? first.current);
    setSubmitted(false);
  }, []);

  return { values, set, errors, check, field, reset };
}

/** A ref that moves focus to its element when it mounts with `focus` true (after a step change). */
export function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, []);
  return ref;
}
