import { describe, expect, it } from "vitest";
import type { UserRole } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { PRE_PACK_WORKFLOW as W } from "./pre-pack.ts";
import { allowedActions, findTransition, permits } from "./workflow.ts";

const ability = (role: UserRole) =>
  defineAbilityFor({ id: `${role}-1`, role, addOnsType: [], isPrimary: false, isExpired: false });

describe("the pre-pack workflow table", () => {
  it("ends a building pre-pack ready or failed, and nothing leaves either", () => {
    expect(findTransition(W, "building", "built")?.to).toBe("ready");
    expect(findTransition(W, "building", "fail")?.to).toBe("failed");
    for (const status of ["ready", "failed"] as const) {
      for (const action of W.actions) expect(findTransition(W, status, action)).toBeUndefined();
    }
  });

  it("is moved by the build job only: no person, data staff included, gets a button", () => {
    for (const role of ["data-admin", "superadmin", "system-admin", "standard"] as const) {
      expect(allowedActions(W, "building", { ability: ability(role), guards: {} })).toEqual([]);
    }
    const built = findTransition(W, "building", "built")!;
    expect(permits(built, { ability: ability("data-admin"), guards: {} })).toBe("forbidden");
    expect(permits(built, { ability: ability("data-admin"), guards: {} }, { automatic: true })).toBe("ok");
  });
});
