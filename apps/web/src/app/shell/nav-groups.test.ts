import { defineAbilityFor, type UserRole } from "@strata/core";
import { describe, expect, it } from "vitest";
import { SCREENS } from "../screens.ts";
import { CUSTOMER_GROUPS, groupNavigation, groupOf, type NavNode, STAFF_GROUPS } from "./nav-groups.ts";
import { allowedNavItems } from "./nav-items.ts";

function navigationOf(role: UserRole, { staff, isPrimary = true }: { staff: boolean; isPrimary?: boolean }) {
  const ability = defineAbilityFor({ id: "u1", role, addOnsType: [], isPrimary, isExpired: false });
  const items = allowedNavItems((I, a) => ability.can(I, a), { hasOrganisation: !staff, signedIn: true });
  return groupNavigation(items, staff ? STAFF_GROUPS : CUSTOMER_GROUPS);
}

/** The menu as a reader sees it: entries by label, groups as "Group: entries". */
const outline = (nodes: NavNode[]) =>
  nodes.map((node) =>
    node.kind === "entry"
      ? node.item.label
      : `${node.group.label}: ${node.items.map((i) => i.label).join(", ")}`,
  );

describe("the navigation's groups", () => {
  it("place every screen of the navigation in a group of staff or of customers", () => {
    const grouped = new Set([...STAFF_GROUPS, ...CUSTOMER_GROUPS].flatMap((g) => g.paths));
    const loose = SCREENS.filter((s) => s.nav !== false && !grouped.has(s.to)).map((s) => s.to);
    expect(loose).toEqual([]);
  });

  it("group a superadmin's menu into the staff areas, the dashboard first", () => {
    const nodes = navigationOf("superadmin", { staff: true });
    expect(nodes.map((n) => (n.kind === "entry" ? n.item.label : n.group.label))).toEqual([
      "Dashboard",
      "Catalogue",
      "Data preparation",
      "Customers",
      "Money",
      "Content",
      "Reports",
      "Settings",
    ]);
    // 37 entries no longer in one column: no group is longer than the catalogue's.
    for (const node of nodes) if (node.kind === "group") expect(node.items.length).toBeLessThanOrEqual(13);
  });

  it("show a group of one allowed entry as that entry alone", () => {
    expect(outline(navigationOf("loa", { staff: true }))).toEqual([
      "Dashboard",
      "Production data",
      "Customers: Applications, Awaiting my approval, Subscriptions",
      "Money: Invoices, Credit purchases",
      "Reports",
      "LOA chain",
    ]);
  });

  it("group a standard customer's menu into data, downloads and account, without Change password", () => {
    expect(outline(navigationOf("standard", { staff: false }))).toEqual([
      "Dashboard",
      "Data: Data catalogue, Map viewer, Bookmarks, New data, Glossary, Data explorer, Production data",
      "MBR-Plus",
      "Downloads: Download manager, Data packs, Data requests, Download credits",
      "Account: Subscription, Organisation, Members, Invoices",
    ]);
  });

  it("give every role a dashboard entry, tiers without the dashboard right included", () => {
    for (const role of ["mbr", "graduate", "mpm-study"] as const) {
      const nodes = navigationOf(role, { staff: false });
      expect(nodes[0]).toMatchObject({ kind: "entry", item: { to: "/" } });
    }
    expect(outline(navigationOf("mbr", { staff: false }))).toEqual([
      "Dashboard",
      "Data: Map viewer, Production data",
      "Areas: Bid-round data, MBR",
      "Download credits",
      "Account: Subscription, Organisation, Members, Invoices",
    ]);
  });

  it("put an entry no group names under More rather than lose it", () => {
    const item = { label: "Something new", to: "/something-new", I: "view", a: "Dashboard" } as const;
    const other = { label: "Another", to: "/another", I: "view", a: "Dashboard" } as const;
    const nodes = groupNavigation([item, other], STAFF_GROUPS);
    expect(outline(nodes)).toEqual(["More: Something new, Another"]);
  });

  it("tell which group holds an entry", () => {
    const nodes = navigationOf("admin", { staff: true });
    expect(groupOf(nodes, "/admin/applications")).toBe("customers");
    expect(groupOf(nodes, "/")).toBeUndefined();
    expect(groupOf(nodes, undefined)).toBeUndefined();
  });

  it("show signed-out visitors no navigation", () => {
    expect(allowedNavItems(() => true, { hasOrganisation: false, signedIn: false })).toEqual([]);
  });
});
