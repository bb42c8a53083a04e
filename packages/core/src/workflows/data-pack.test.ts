import { describe, expect, it } from "vitest";
import type { UserRole } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { DATA_PACK_WORKFLOW as W } from "./data-pack.ts";
import { allowedActions } from "./workflow.ts";

const ability = (role: UserRole) =>
  defineAbilityFor({ id: `${role}-1`, role, addOnsType: [], isPrimary: false, isExpired: false });
const allowed = (role: UserRole, status: "draft" | "published" | "withdrawn") =>
  allowedActions(W, status, { ability: ability(role), guards: {} }).sort();

describe("the data pack workflow table", () => {
  it("lets data staff publish a draft or withdrawn pack and withdraw a published one", () => {
    expect(allowed("data-admin", "draft")).toEqual(["publish"]);
    expect(allowed("data-admin", "published")).toEqual(["withdraw"]);
    expect(allowed("data-admin", "withdrawn")).toEqual(["publish"]);
    expect(allowed("superadmin", "published")).toEqual(["withdraw"]);
  });

  it("gives system (view only), admin and customers no action", () => {
    for (const role of ["system-admin", "admin", "standard", "premium"] as const) {
      expect(allowed(role, "draft")).toEqual([]);
      expect(allowed(role, "published")).toEqual([]);
    }
  });
});
