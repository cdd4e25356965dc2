import { domainEvents, webhooks } from "../webhooks";

/** The webhooks screen's strings and the domain events' names (`i18n/strings.ts`). */
export const strings = { webhooks, domainEvents };
