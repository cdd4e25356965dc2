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
import * as css from "./nano.css";

/** The people chosen: one by one (with their names, to list them), whole groups and tags. */
export interface PeopleChoice {
  people: { id: string; name: string }[];
  groups: string[];
  tags: string[];
}

/** The picker's words, from the screen's own strings (a wizard's element loads only its domain's). */
export interface PeoplePickerLabels {
  intro: string;
  groups: string;
  tags: string;
  people: string;
  search: string;
  /** "3 people chosen", for the live region. */
  selected: (count: number) => string;
  noPeople: string;
}

/** People shown at once in the picker (search narrows it). */
const PEOPLE_PICK_LIMIT = 50;

/**
 * A wizard step's audience: people by person, group or tag, through the inventory's own people
 * queries. Shared by the nano-campaign wizard (Learners) and the simulation wizard (Targets).
 */
export function PeoplePicker({
  ready,
  value,
  error,
  labels,
  onChange,
}: {
  /** Whether the organisation's people may be read (signed in, organisation set, feature on). */
  ready: boolean;
  value: PeopleChoice;
  /** The step's problem ("No people to be saved", "Please populate current data"), shown as an alert. */
  error: string | undefined;
  labels: PeoplePickerLabels;
  onChange: (value: PeopleChoice) => void;
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
  const chosen = new Set(value.people.map((p) => p.id));
  const toggle = (person: { id: string; firstName: string; lastName: string }, on: boolean) =>
    onChange({
      ...value,
      people: on
        ? [...value.people, { id: person.id, name: `${person.firstName} ${person.lastName}` }]
        : value.people.filter((p) => p.id !== person.id),
    });
  const options = (items: readonly string[] | undefined) => (items ?? []).map((item) => ({ value: item, label: item }));

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
          value={value.groups}
          onChange={(groupsChosen) => onChange({ ...value, groups: groupsChosen })}
        />
        <MultiSelect
          label={labels.tags}
          variant="dropdown"
          options={options(tags.data?.items)}
          value={value.tags}
          onChange={(tagsChosen) => onChange({ ...value, tags: tagsChosen })}
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
          {labels.selected(value.people.length)}
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
