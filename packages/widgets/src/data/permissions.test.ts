import { describe, expect, it } from "vitest";
import { allows, requirements } from "./permissions";

const session = (permissions: string[], superAdminPermissions: string[] = []) => ({
  permissions: new Set(permissions),
  superAdminPermissions: new Set(superAdminPermissions),
});

describe("allows", () => {
  it("lets those who hold the organisation permission manage it", () => {
    expect(allows(session(["ManageOrganization", "ReadInventory"]), requirements.manageOrganization)).toBe(true);
  });

  it("refuses every other role, e.g. a security analyst (whose dashboard asked for members and got 403)", () => {
    const analyst = ["ReadLearning", "ReadVulnerability", "ReadInventory", "CrudInventory", "ReadPhishing"];
    expect(allows(session(analyst), requirements.manageOrganization)).toBe(false);
    expect(allows(session(["ManageTenants", "ReadInventory"]), requirements.manageOrganization)).toBe(false);
  });

  it("lets a super-admin with a listed code in without any organisation permission", () => {
    expect(allows(session([], ["ManageTenants"]), requirements.manageOrganization)).toBe(true);
    expect(allows(session([], ["ReadTenants"]), requirements.manageOrganization)).toBe(false);
  });

  it("takes one code or a list, any one sufficing", () => {
    expect(allows(session(["CrudPhishing"]), { permission: ["CrudLearning", "CrudPhishing"] })).toBe(true);
    expect(allows(session(["ReadWaf"]), { permission: "ReadLeaks" })).toBe(false);
    expect(allows(session(["ReadWaf"]), {})).toBe(false);
  });
});
