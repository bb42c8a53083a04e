import type { NavItem } from "./nav-items.ts";

/** A disclosure group of the navigation: a labelled button that shows and hides its entries. */
export interface NavGroup {
  id: string;
  label: string;
  /** The entries' paths, in the order shown. */
  paths: readonly string[];
}

export type NavNode = { kind: "entry"; item: NavItem } | { kind: "group"; group: NavGroup; items: NavItem[] };

/**
 * Staff work by area (docs/decisions/0193): what customers see, preparing the data, the customers'
 * applications and accounts, money, published content, reports, and the portal's settings and
 * reference lists.
 */
export const STAFF_GROUPS: readonly NavGroup[] = [
  {
    id: "catalogue",
    label: "Catalogue",
    paths: [
      "/catalog",
      "/map",
      "/bookmarks",
      "/new-data",
      "/glossary",
      "/data-explorer",
      "/production-data",
      "/core-analysis",
      "/well-analytics",
      "/bid-rounds",
      "/mbr",
      "/mbr-plus",
      "/technical-studies",
    ],
  },
  {
    id: "data-preparation",
    label: "Data preparation",
    paths: [
      "/data-preparation",
      "/data-preparation/announcements",
      "/data-preparation/core-analysis",
      "/data-preparation/production-data",
      "/admin/tags",
      "/admin/data-requests",
      "/admin/data-packs",
      "/admin/curated-packages",
    ],
  },
  {
    id: "customers",
    label: "Customers",
    paths: [
      "/admin/applications",
      "/loa/approvals",
      "/finance/applications",
      "/activation/applications",
      "/mbr/applications",
      "/admin/subscriptions",
      "/admin/organizations",
    ],
  },
  {
    id: "money",
    label: "Money",
    paths: [
      "/admin/payments",
      "/admin/invoices",
      "/admin/credit-purchases",
      "/admin/download-credit-plans",
      "/admin/e-invoices",
    ],
  },
  {
    id: "content",
    label: "Content",
    paths: ["/admin/static-content", "/admin/news", "/admin/faqs", "/admin/eula", "/admin/messages"],
  },
  { id: "reports", label: "Reports", paths: ["/admin/reports", "/admin/vdr/access-log"] },
  {
    id: "settings",
    label: "Settings",
    paths: [
      "/administrators",
      "/administrators/loa",
      "/admin/configuration",
      "/admin/email-reminder-settings",
      "/admin/bid-rounds",
      "/admin/known-companies",
      "/admin/institutes",
      "/admin/service-accounts",
    ],
  },
];

/** Customers: the data, the areas their tier or add-ons open, downloading, and their account. */
export const CUSTOMER_GROUPS: readonly NavGroup[] = [
  {
    id: "data",
    label: "Data",
    paths: [
      "/catalog",
      "/map",
      "/bookmarks",
      "/new-data",
      "/glossary",
      "/data-explorer",
      "/production-data",
      "/core-analysis",
      "/well-analytics",
    ],
  },
  {
    id: "areas",
    label: "Areas",
    paths: ["/bid-rounds", "/mbr", "/mbr-plus", "/technical-studies", "/study-documents"],
  },
  { id: "downloads", label: "Downloads", paths: ["/downloads", "/data-packs", "/data-requests", "/credits"] },
  { id: "account", label: "Account", paths: ["/subscription", "/organization", "/members", "/invoices"] },
];

/** Where an entry no group names goes (a screen added later), so it is never lost from the menu. */
export const MORE_GROUP: NavGroup = { id: "more", label: "More", paths: [] };

/**
 * The allowed entries arranged in groups: the dashboard first, then each group with its entries in
 * the group's order. A group with one allowed entry is that entry alone (a disclosure around one
 * link is a click for nothing); an empty group is left out.
 */
export function groupNavigation(items: readonly NavItem[], groups: readonly NavGroup[]): NavNode[] {
  const byPath = new Map(items.map((item) => [item.to, item]));
  const placed = new Set<string>(["/"]);
  const nodes: NavNode[] = [];
  const dashboard = byPath.get("/");
  if (dashboard) nodes.push({ kind: "entry", item: dashboard });
  const add = (group: NavGroup, members: NavItem[]) => {
    if (members.length === 1) nodes.push({ kind: "entry", item: members[0] });
    else if (members.length > 1) nodes.push({ kind: "group", group, items: members });
  };
  for (const group of groups) {
    const members = group.paths.flatMap((path) => {
      const item = byPath.get(path);
      if (!item || placed.has(path)) return [];
      placed.add(path);
      return [item];
    });
    add(group, members);
  }
  add(
    MORE_GROUP,
    items.filter((item) => !placed.has(item.to)),
  );
  return nodes;
}

/** The group that holds `path`, if it is inside one. */
export function groupOf(nodes: readonly NavNode[], path: string | undefined): string | undefined {
  if (!path) return undefined;
  for (const node of nodes) {
    if (node.kind === "group" && node.items.some((item) => item.to === path)) return node.group.id;
  }
  return undefined;
}
