import { useEffect, useRef, useState } from "react";

/** Field messages by path (`name`, `learners`, `contents.0.startsAt`, ...), as the steps show them. */
export type FieldMessages = Record<string, string>;

export interface WizardOptions<S extends string, R> {
  /** The steps in order; the wizard starts on the first. */
  steps: readonly S[];
  /** Each step's client-side problems: rule by field path (empty when the step is complete). */
  problems: Record<S, Record<string, R>>;
  /** A problem's text where its field is shown. */
  ruleMessage: (rule: R, path: string) => string;
  /** The submit's error, if the last submit failed. */
  failure: unknown;
  /** The field messages a failed submit names (a 422's), in the reader's language. */
  serverMessages: (failure: unknown) => FieldMessages;
  /** The step a field path belongs to. */
  stepOf: (path: string) => S | undefined;
}

/**
 * The step logic the launch wizards share (nano campaign, course, simulation): which step is open,
 * a step's problems shown once the user tried to leave it ("Please populate current data"), the
 * API's 422 field errors put back on their fields and their step, and focus on the step's heading
 * when it changes. Each wizard keeps its own drafts, checks and texts.
 */
export function useWizard<S extends string, R>(options: WizardOptions<S, R>) {
  const { steps, problems, failure } = options;
  // The texts are read when needed, so callers may pass new functions each render.
  const latest = useRef(options);
  latest.current = options;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<S>(steps[0] as S);
  // Client-side problems of the steps the user tried to leave, and the API's of the last submit.
  const [shown, setShown] = useState<ReadonlySet<S>>(new Set());
  const [server, setServer] = useState<FieldMessages>({});

  // A 422 names its fields: show them where they are and go to the first step that has one.
  useEffect(() => {
    if (failure === undefined) return;
    const { serverMessages, stepOf, steps: order } = latest.current;
    const byPath = serverMessages(failure);
    setServer(byPath);
    const paths = Object.keys(byPath);
    const first = order.find((s) => paths.some((p) => stepOf(p) === s));
    if (first) setStep(first);
  }, [failure]);

  const errors: FieldMessages = { ...server };
  for (const s of steps)
    if (shown.has(s))
      for (const [path, rule] of Object.entries(problems[s])) errors[path] = options.ruleMessage(rule as R, path);
  const complete = (s: S) => Object.keys(problems[s]).length === 0;
  const index = steps.indexOf(step);

  const go = (next: S) => {
    setStep(next);
    headingRef.current?.focus();
  };

  return {
    step,
    index,
    go,
    headingRef,
    /** Every field's message: the shown steps' problems over the API's. */
    errors,
    /** The open step was left incomplete: its problems are shown. */
    incomplete: shown.has(step) && !complete(step),
    /** How many fields the last failure named (a 422 naming none gets a general message). */
    named: failure === undefined ? 0 : Object.keys(options.serverMessages(failure)).length,
    /** Forgets the API's messages of the fields under `prefix` (the user changed them). */
    clearServer: (prefix: string) =>
      setServer((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(prefix)))),
    /** Shows the open step's problems; when it has none, opens the next step and answers true. */
    next(): boolean {
      setShown((current) => new Set([...current, step]));
      if (!complete(step)) return false;
      const following = steps[index + 1];
      if (following) go(following);
      return true;
    },
    /** Before submitting: shows every step's problems and opens the first incomplete one; answers whether all are complete. */
    checkAll(): boolean {
      setShown(new Set(steps));
      const first = steps.find((s) => !complete(s));
      if (first) go(first);
      return first === undefined;
    },
  };
}
