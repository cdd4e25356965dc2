import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/Checkbox/Checkbox";
import { ErrorBanner } from "../../../components/ErrorBanner/ErrorBanner";
import { errorMessage } from "../../../components/ErrorBanner/errorMessage";
import { MultiSelect } from "../../../components/MultiSelect/MultiSelect";
import { Spinner } from "../../../components/Spinner/Spinner";
import { TextField } from "../../../components/TextField/TextField";
import { useSession } from "../../../data/session";
import { usePeopleGroups, usePeopleList, usePeopleTags } from "../../Inventory/queries";
import * as css from "../../NanoLearning/shared/nano.css";

/** The people chosen: one by one (with their names, to list them), whole groups and tags. */
export interface LearnersDraft {
  people: { id: string; name: string }[];
  groups: string[];
  tags: string[];
}

/** The picker's words: each screen says them in its own string domain (an element loads only its own). */
export interface LearnersPickerLabels {
  intro: string;
  groups: string;
  tags: string;
  people: string;
  search: string;
  /** "3 people selected", for the count given. */
  selected: (count: number) => string;
  noPeople: string;
}

/** People shown at once in the picker (search narrows it). */
export const PEOPLE_PICK_LIMIT = 50;

/**
 * Learners from the organisation's people by person, group or tag, through the inventory's own
 * people queries: the learner step of the nano-campaign and course wizards, the course's
 * "Add learners" dialog and the simulation wizard's Targets step.
 */
export function LearnersPicker({
  ready,
  learners,
  error,
  labels,
  onChange,
}: {
  ready: boolean;
  learners: LearnersDraft;
  error: string | undefined;
  labels: LearnersPickerLabels;
  onChange: (learners: LearnersDraft) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const tenantId = session.tenantId;
  const [search, setSearch] = useState("");
  const people = usePeopleList(
    tenantId,
    {
      ...(search.trim() ? { search: search.trim() } : {}),
      sortBy: "lastName",
      sortOrder: "asc",
      skip: 0,
      limit: PEOPLE_PICK_LIMIT,
    },
    ready,
  );
  const groups = usePeopleGroups(tenantId, ready);
  const tags = usePeopleTags(tenantId, ready);
  const chosen = new Set(learners.people.map((p) => p.id));
  const toggle = (person: { id: string; firstName: string; lastName: string }, on: boolean) =>
    onChange({
      ...learners,
      people: on
        ? [...learners.people, { id: person.id, name: `${person.firstName} ${person.lastName}` }]
        : learners.people.filter((p) => p.id !== person.id),
    });
  const options = (items: readonly string[] | undefined) => (items ?? []).map((value) => ({ value, label: value }));

  return (
    <div className={css.stack}>
      <p className={css.muted}>{labels.intro}</p>
      {error && (
        <p className={css.error} role="alert">
          {error}
        </p>
      )}
      <div className={css.row}>
        <MultiSelect
          label={labels.groups}
          variant="dropdown"
          options={options(groups.data?.items)}
          value={learners.groups}
          onChange={(value) => onChange({ ...learners, groups: value })}
        />
        <MultiSelect
          label={labels.tags}
          variant="dropdown"
          options={options(tags.data?.items)}
          value={learners.tags}
          onChange={(value) => onChange({ ...learners, tags: value })}
        />
      </div>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{labels.people}</legend>
        <TextField
          label={labels.search}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <p className={css.muted} aria-live="polite">
          {labels.selected(learners.people.length)}
        </p>
        <div className={css.pickList}>
          {people.isLoading && <Spinner />}
          {people.status === "error" && <ErrorBanner message={errorMessage(people.error, t)} />}
          {people.data?.items.length === 0 && <p className={css.muted}>{labels.noPeople}</p>}
          {people.data?.items.map((person) => (
            <Checkbox
              key={person.id}
              label={`${person.firstName} ${person.lastName} · ${person.email}`}
              checked={chosen.has(person.id)}
              onChange={(event) => toggle(person, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
