import { describe, expect, it } from "vitest";
import type { UserRole } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import { canReadCatalogue } from "./catalogue-rights.ts";

const ability = (role: UserRole, isExpired = false) =>
  defineAbilityFor({ id: "u1", role, addOnsType: [], isPrimary: true, isExpired });

describe("canReadCatalogue", () => {
  it("holds for the tiers with the catalogue, expired ones included, and not for the MBR tier or finance", () => {
    expect(canReadCatalogue(ability("standard"))).toBe(true);
    expect(canReadCatalogue(ability("basic", true))).toBe(true);
    expect(canReadCatalogue(ability("superadmin"))).toBe(true);
    expect(canReadCatalogue(ability("mbr"))).toBe(false);
    expect(canReadCatalogue(ability("finance"))).toBe(false);
  });
});
