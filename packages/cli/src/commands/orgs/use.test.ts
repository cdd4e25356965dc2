import type { Tenant } from "@bulwark/client";
import { describe, expect, it } from "vitest";
import { NotFoundError, UsageError } from "../../errors.js";
import { findOrg } from "./use.js";

const tenant = (id: string, name: string) => ({ id, name }) as Tenant;
const tenants = [tenant("t-1", "Acme d.o.o."), tenant("t-2", "Acme Labs"), tenant("t-3", "Beta")];

describe("findOrg", () => {
  it("finds by id, by name in any case, then by the one name that starts with the reference", () => {
    expect(findOrg(tenants, "t-3").id).toBe("t-3");
    expect(findOrg(tenants, "acme labs").id).toBe("t-2");
    expect(findOrg(tenants, "be").id).toBe("t-3");
  });

  it("refuses a reference that matches several names, naming their ids", () => {
    expect(() => findOrg(tenants, "acme")).toThrow(UsageError);
    expect(() => findOrg(tenants, "acme")).toThrow(/t-1, t-2/);
  });

  it("answers not found for no match or an empty reference", () => {
    expect(() => findOrg(tenants, "gamma")).toThrow(NotFoundError);
    expect(() => findOrg(tenants, " ")).toThrow(NotFoundError);
  });
});
