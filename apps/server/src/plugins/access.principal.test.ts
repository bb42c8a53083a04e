import { defineAbilityFor, defineAbilityForServiceAccount, type UserRole } from "@strata/core";
import { describe, expect, it } from "vitest";
import type { Viewer } from "../lib/viewer.ts";
import { allows, asCustomer, asPrimaryCustomer, asStaff, describeAccess, requires } from "./access.ts";

/** The principal part of a declaration, on the viewers the matrix test cannot sign in (service accounts). */
function viewer(role: UserRole, input: { isPrimary?: boolean; organisation?: boolean } = {}): Viewer {
  const user = { id: "u1", role, addOnsType: [], isPrimary: input.isPrimary ?? false, isExpired: false };
  return {
    sessionId: "s1",
    sessionExpiresAt: new Date(),
    ability: defineAbilityFor(user),
    user: {
      ...user,
      name: "Someone",
      email: "someone@example.test",
      image: null,
      status: "active",
      organisation: input.organisation ? { id: "o1", name: "Org" } : null,
    },
  };
}

const serviceAccount: Viewer = {
  serviceAccount: { id: "sa1", name: "GIS loader", scopes: ["reports:read"] },
  sessionId: "t1",
  sessionExpiresAt: new Date(),
  ability: defineAbilityForServiceAccount(["reports:read"]),
  user: {
    id: "sa1",
    name: "GIS loader",
    email: "",
    image: null,
    role: "system-admin",
    addOnsType: [],
    isPrimary: false,
    isExpired: false,
    status: "active",
    organisation: null,
  },
};

describe("a declaration's principal", () => {
  it("reads as one line in the snapshot", () => {
    expect(describeAccess(asStaff(requires("view", "Invoice")))).toBe("all of (staff; can view Invoice)");
    expect(describeAccess(asPrimaryCustomer(requires("view", "Subscription")))).toBe(
      "all of (primary customer; can view Subscription)",
    );
  });

  it("admits staff to a staff route and keeps a customer with the same right out", () => {
    const route = asStaff(requires("view", "Invoice"));
    expect(allows(viewer("admin"), route)).toBe(true);
    expect(allows(viewer("premium", { isPrimary: true, organisation: true }), route)).toBe(false);
  });

  it("lets a service account through a staff route by its scopes, never through a customer's", () => {
    expect(allows(serviceAccount, asStaff(requires("view", "Reports")))).toBe(true);
    expect(allows(serviceAccount, asStaff(requires("view", "Invoice")))).toBe(false);
    expect(allows(serviceAccount, asCustomer(requires("view", "Reports")))).toBe(false);
  });

  it("needs an organisation for a customer route and its primary user for a primary one", () => {
    const route = asCustomer(requires("view", "Subscription"));
    const primaryRoute = asPrimaryCustomer(requires("view", "Subscription"));
    const member = viewer("standard", { organisation: true });
    const primary = viewer("standard", { isPrimary: true, organisation: true });
    expect(allows(member, route)).toBe(true);
    expect(allows(member, primaryRoute)).toBe(false);
    expect(allows(primary, primaryRoute)).toBe(true);
    // superadmin "manages all", so holds the right, but has no organisation to act for.
    expect(allows(viewer("superadmin"), route)).toBe(false);
    expect(allows(viewer("standard", { isPrimary: true }), primaryRoute)).toBe(false);
  });
});
