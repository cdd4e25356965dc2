import { industryValues, type Schema } from "@bulwark/client";
import type { TFunction } from "i18next";
import type { SelectOption } from "../../../components/Select/Select";
import type { en } from "../../../i18n/locales/en";

export type Role = Schema<"Role">;
export type Industry = Schema<"Industry">;
export type Feature = Schema<"Feature">;
export type EventGroup = Schema<"ActivityEventGroup">;

/** Organisation roles in the order the contract lists them. */
export const ROLES: readonly Role[] = ["Admin", "SecurityAnalyst", "AwarenessManager", "GroupAdmin", "Viewer"];

/** The 22 industries (seeds, "Industry values"), in the contract's order. */
export const INDUSTRIES: readonly Industry[] = industryValues;

/** The five activity event groups (seeds, "Activity log"). */
export const EVENT_GROUPS: readonly EventGroup[] = [
  "UserManagement",
  "UserAdministration",
  "AclManagement",
  "TenantAdministration",
  "TenantManagement",
];

export const roleLabel = (t: TFunction, role: Role) => t(`organizations.roles.${role}`);
export const industryLabel = (t: TFunction, industry: Industry) => t(`organizations.industries.${industry}`);
export const featureLabel = (t: TFunction, feature: Feature) => t(`organizations.features.${feature}`);
export const eventGroupLabel = (t: TFunction, group: EventGroup) => t(`organizations.eventGroups.${group}`);

type KnownEvent = keyof typeof en.organizations.events;

/** An event's translated name when known, otherwise its machine name spaced out ("SomethingNew" → "Something New"). */
export function eventLabel(t: TFunction, eventName: string): string {
  // i18next's default value covers an unknown event: looking the name up in the `en` object instead
  // would put every English string into the chunk of each screen that shows an event.
  return t(`organizations.events.${eventName as KnownEvent}`, {
    defaultValue: eventName.replace(/([a-z0-9])([A-Z])/g, "$1 $2"),
  });
}

/** One line on what a role may do (`api/src/platform/permissions.ts` grants the codes). */
export const roleDescription = (t: TFunction, role: Role) => t(`organizations.roleDescriptions.${role}`);

export const roleOptions = (t: TFunction): SelectOption[] =>
  ROLES.map((role) => ({ value: role, label: roleLabel(t, role), description: roleDescription(t, role) }));

/** Industries sorted by their translated names, so the list reads alphabetically in each language. */
export const industryOptions = (t: TFunction, language: string): SelectOption[] =>
  INDUSTRIES.map((industry) => ({ value: industry, label: industryLabel(t, industry) })).sort((a, b) =>
    a.value === "Other" ? 1 : b.value === "Other" ? -1 : a.label.localeCompare(b.label, language),
  );
