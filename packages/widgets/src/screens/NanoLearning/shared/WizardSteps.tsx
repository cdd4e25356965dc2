import type { ReactNode, RefObject } from "react";
import { Card } from "../../../components/Card/Card";
import * as css from "./nano.css";

/**
 * A wizard's step list and the card of its current step, whose title takes the focus on each step
 * (`headingRef`): the nano campaign, course and simulation wizards.
 */
export function WizardSteps<S extends string>({
  steps,
  step,
  label,
  navLabel,
  stepOf,
  headingRef,
  children,
}: {
  steps: readonly S[];
  step: S;
  /** A step's name, in the screen's own strings. */
  label: (step: S) => string;
  navLabel: string;
  /** "Step 2 of 4". */
  stepOf: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <>
      <nav aria-label={navLabel}>
        <ol className={css.steps}>
          {steps.map((s, i) => (
            <li key={s} className={css.step} aria-current={s === step ? "step" : undefined}>
              {i + 1}. {label(s)}
            </li>
          ))}
        </ol>
      </nav>
      <Card
        title={
          <span ref={headingRef} tabIndex={-1}>
            {label(step)}
          </span>
        }
        description={stepOf}
      >
        {children}
      </Card>
    </>
  );
}
