import type { Platform } from "../../platform/platform.js";

/** Organisations: create, list, edit, logo, members and roles, invitations, features, extension data. */
export class OrganizationsService {
  constructor(readonly platform: Platform) {}
}
