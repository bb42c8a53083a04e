import { describe, expect, it } from "vitest";
import { type AbilityLink, allowedLinks } from "./allowed-links.ts";

const LINKS: AbilityLink[] = [
  { to: "/catalog", I: "view", a: "SmartDataCatalog" },
  { to: "/catalog", I: "view", a: "SmartDataCatalog-Expired" },
  { to: "/members", I: "view", a: "OrganizationMember", organisationOnly: true },
  { to: "/administrators", I: "view", a: "Administrator" },
];

const allowing =
  (...subjects: string[]) =>
  (_I: string, a: string) =>
    subjects.includes(a);

describe("allowedLinks", () => {
  it("keeps a screen reached through several allowed subjects once, by its first entry", () => {
    const links = allowedLinks(LINKS, allowing("SmartDataCatalog", "SmartDataCatalog-Expired"), {
      hasOrganisation: true,
    });
    expect(links).toEqual([LINKS[0]]);
  });

  it("gives the expired variant's entry when only that subject is allowed", () => {
    const links = allowedLinks(LINKS, allowing("SmartDataCatalog-Expired"), { hasOrganisation: true });
    expect(links).toEqual([LINKS[1]]);
  });

  it("leaves out organisation screens for users without an organisation", () => {
    const can = allowing("OrganizationMember", "Administrator");
    expect(allowedLinks(LINKS, can, { hasOrganisation: false }).map((l) => l.to)).toEqual([
      "/administrators",
    ]);
    expect(allowedLinks(LINKS, can, { hasOrganisation: true }).map((l) => l.to)).toEqual([
      "/members",
      "/administrators",
    ]);
  });

  it("leaves out staff screens for users of an organisation who share the staff's right", () => {
    const links: AbilityLink[] = [
      { to: "/invoices", I: "view", a: "Invoice", organisationOnly: true },
      { to: "/admin/invoices", I: "view", a: "Invoice", staffOnly: true },
    ];
    const can = allowing("Invoice");
    expect(allowedLinks(links, can, { hasOrganisation: true }).map((l) => l.to)).toEqual(["/invoices"]);
    expect(allowedLinks(links, can, { hasOrganisation: false }).map((l) => l.to)).toEqual([
      "/admin/invoices",
    ]);
  });
});
