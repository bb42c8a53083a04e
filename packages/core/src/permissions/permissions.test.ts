import { subject } from "@casl/ability";
import { describe, expect, it } from "vitest";
import { STAFF_ROLES, TIERS, type UserRole } from "../enums.ts";
import {
  type AbilityUser,
  type AppAbility,
  createAbilityFromPackedRules,
  defineAbilityFor,
  packAbilityRules,
  rulesFor,
} from "./ability.ts";
import { asLoaApproval } from "./loa.ts";
import { ACTIONS, type Action, SUBJECTS, type Subject } from "./subjects.ts";

const user = (role: UserRole, extra: Partial<AbilityUser> = {}): AbilityUser => ({
  id: "user-1",
  role,
  addOnsType: [],
  isPrimary: false,
  isExpired: false,
  ...extra,
});

type Check = [Action, Subject];
type Row = { row: string; role?: UserRole; user: AbilityUser | null; granted: Check[]; denied: Check[] };

const views = (...subjects: Subject[]): Check[] => subjects.map((s) => ["view", s]);
const manages = (...subjects: Subject[]): Check[] => subjects.map((s) => ["manage", s]);

const BASIC: Check[] = [
  ...views("SmartViewer", "SmartDataCatalog", "NewData", "Dashboard", "OrganizationMember"),
  ...views("Subscription", "Organization", "Disabled-ProductionData"),
  ["read", "SmartViewer"],
  ["update", "Password"],
];
const STANDARD: Check[] = [
  ...BASIC,
  ...views("SmartViewerBookmark", "DataVisualisation", "MBR-Plus", "WebMap"),
  ["manage", "DownloadManager"],
];
const GRADUATE: Check[] = [
  ...views("SmartViewer", "SmartDataCatalog", "NewData", "DownloadManager", "OrganizationMember"),
  ...views("Subscription", "Organization"),
  ["manage", "StudyDocuments"],
  ["update", "Password"],
];
const GRADUATE_DENIED: Check[] = [
  ["manage", "DownloadManager"],
  ...views("Dashboard", "WebMap", "SmartViewerBookmark", "ProductionData"),
  ["create", "User"],
];
const MBR: Check[] = [...views("BidRoundDataVisualisation", "WebMap"), ["manage", "MBR"]];
const MBR_DENIED: Check[] = [...views("SmartViewer", "Dashboard", "MBR-Plus"), ["manage", "TechnicalStudy"]];

// Section 6, row by row.
const ROWS: Row[] = [
  {
    row: "anonymous (all users without a profile)",
    user: null,
    granted: [["read", "StaticContent"]],
    denied: [...views("Disabled-ProductionData", "Dashboard", "SmartViewer", "News"), ["update", "Password"]],
  },
  {
    row: "superadmin",
    user: user("superadmin"),
    granted: [
      ["manage", "all"],
      ...manages("DataPreparation", "News", "StaticOverview", "Administrator", "User"),
      ["read", "News"],
      ["view", "Dashboard"],
    ],
    // The only rights superadmin lacks.
    denied: views("News", "StaticOverview"),
  },
  {
    row: "system",
    user: user("system-admin"),
    granted: [
      ...manages("Dashboard", "User", "Invoice", "SubscriptionApplication", "Configuration"),
      ...views("DataPacks", "DataPrePack", "DataRequest", "DataDelivery", "DataPreparation"),
      ["read", "DataPreparation"],
    ],
    denied: [
      ...manages("DataPreparation", "DataPacks", "DataRequest", "StaticOverview", "News", "Administrator"),
      ["update", "DataPrePack"],
      ["delete", "DataDelivery"],
      ...views("StaticOverview", "News", "Administrator"),
    ],
  },
  {
    row: "admin",
    user: user("admin"),
    granted: [
      ["view", "Dashboard"],
      ...manages("SubscriptionApplication", "ActivationApplication", "User", "Subscription"),
      ...manages("VerificationApproval", "VerificationEmail", "CuratedPackage", "DownloadCreditPlan"),
      ...views("CreditPurchase", "BidRound", "Invoice", "KnownCompany", "LOAApproval", "FinanceApproval"),
      ["view", "Reports"],
      ["create", "KnownCompany"],
      ["read", "LOAApprover"],
      ...manages("News", "StaticOverview", "StaticContent"),
    ],
    denied: [
      ...manages("DataPreparation", "Invoice", "LOAApproval", "CreditPurchase"),
      ["update", "KnownCompany"],
      ...views("SmartViewer", "Configuration"),
    ],
  },
  {
    row: "data",
    user: user("data-admin"),
    granted: [
      ...views("Dashboard", "Invoice", "KnownCompany", "BidRound", "ServiceAccount", "NewData", "Reports"),
      ...manages("ServiceAccount"),
      ...manages("DataDelivery", "MBR", "TechnicalStudy", "DataPreparation", "WebMap", "DataPacks"),
      ...manages("DataRequest", "DataPrePack", "MBR-Plus"),
    ],
    denied: [
      ...manages("User", "SubscriptionApplication"),
      ["update", "Invoice"],
      ...views("Subscription", "LOAApproval", "News"),
    ],
  },
  {
    row: "LOA",
    user: user("loa"),
    granted: [
      ["view", "Dashboard"],
      ["manage", "SubscriptionApplication"],
      ["manage", "LOAApproval"],
      ...views("CreditPurchase", "Subscription", "VerificationApproval", "FinanceApproval", "Invoice"),
      ["view", "Reports"],
      ["read", "LOAApprover"],
    ],
    denied: [
      ...manages("FinanceApproval", "User", "ActivationApplication"),
      ["update", "CreditPurchase"],
      ...views("DataPreparation", "EInvoiceLog"),
    ],
  },
  {
    row: "finance",
    user: user("finance"),
    granted: [
      ["view", "Dashboard"],
      ...manages("SubscriptionApplication", "ActivationApplication", "FinanceApproval", "CreditPurchase"),
      ["manage", "Payment"],
      ...views("Subscription", "Invoice", "LOAApproval", "Reports", "EInvoiceLog"),
    ],
    denied: [
      ...manages("User", "LOAApproval", "Subscription", "Invoice"),
      ...views("DataPreparation", "SmartViewer"),
    ],
  },
  {
    row: "MBR admin",
    user: user("mbr-admin"),
    granted: [
      ["view", "Dashboard"],
      ...manages("SubscriptionApplication", "ActivationApplication", "VDR"),
      ...views("Subscription", "Reports", "Configuration", "Invoice", "BidRound", "MBR-Plus", "KnownCompany"),
      ["view", "Institution"],
    ],
    denied: [
      ...manages("MBR", "Subscription", "BidRound"),
      ["update", "Configuration"],
      ...views("DataPreparation", "EInvoiceLog"),
    ],
  },
  {
    row: "basic",
    user: user("basic"),
    granted: BASIC,
    denied: [
      ...views("SmartViewerBookmark", "WebMap", "ProductionData", "SmartViewer-Expired", "Invoice"),
      ["manage", "DownloadManager"],
      ["create", "User"],
    ],
  },
  {
    row: "standard",
    user: user("standard"),
    granted: STANDARD,
    denied: [
      ...views("ProductionData", "COREAIData", "WellAnalytics", "Invoice"),
      ...manages("MBR", "StudyDocuments"),
      ["create", "User"],
    ],
  },
  {
    row: "premium",
    user: user("premium"),
    granted: [
      ...STANDARD.filter(([, s]) => s !== "Disabled-ProductionData"),
      ...views("ProductionData", "COREAIData"),
    ],
    denied: [
      ["view", "Disabled-ProductionData"],
      ...manages("MBR", "TechnicalStudy", "StudyDocuments"),
      ["create", "User"],
    ],
  },
  ...(["graduate", "research", "academic"] as const).map((role) => ({
    row: role,
    user: user(role),
    granted: GRADUATE,
    denied: GRADUATE_DENIED,
  })),
  ...(["international-graduate", "international-research", "international-academic"] as const).map(
    (role) => ({
      row: role,
      user: user(role),
      granted: GRADUATE,
      denied: GRADUATE_DENIED,
    }),
  ),
  { row: "MBR tier", user: user("mbr"), granted: MBR, denied: MBR_DENIED },
  { row: "bid round (MBR rights)", user: user("bid-round"), granted: MBR, denied: MBR_DENIED },
  {
    row: "MPM study tier",
    user: user("mpm-study"),
    granted: [
      ["manage", "TechnicalStudy"],
      ["view", "WebMap"],
    ],
    denied: [["manage", "MBR"], ...views("SmartViewer", "Dashboard", "BidRoundDataVisualisation")],
  },
  {
    row: "VDR (basic rights)",
    user: user("vdr"),
    granted: BASIC,
    denied: views("WebMap", "VDR", "Invoice", "MBR"),
  },
  {
    row: "expired basic",
    user: user("basic", { isExpired: true }),
    granted: [...views("SmartViewer-Expired", "SmartDataCatalog-Expired", "NewData", "Dashboard")],
    denied: views("SmartViewer", "SmartDataCatalog", "SmartViewerBookmark", "WebMap"),
  },
  {
    row: "standard with the MBR add-on",
    user: user("standard", { addOnsType: ["mbr"] }),
    granted: [...STANDARD, ...MBR],
    denied: [["manage", "TechnicalStudy"], ...views("ProductionData", "Invoice"), ["create", "User"]],
  },
  {
    row: "basic with the MPM study add-on",
    user: user("basic", { addOnsType: ["mpm-study"] }),
    granted: [...BASIC, ["manage", "TechnicalStudy"], ["view", "WebMap"]],
    denied: [["manage", "MBR"], ...views("BidRoundDataVisualisation", "SmartViewerBookmark", "Invoice")],
  },
  {
    row: "primary standard user",
    user: user("standard", { isPrimary: true }),
    granted: [
      ...STANDARD,
      ["create", "User"],
      ["update", "User"],
      ["delete", "User"],
      ["view", "Invoice"],
      ["read", "Invoice"],
    ],
    denied: [...manages("User", "Invoice"), ["view", "ProductionData"], ["view", "Administrator"]],
  },
  {
    row: "primary basic user",
    user: user("basic", { isPrimary: true }),
    granted: BASIC,
    denied: [
      ["create", "User"],
      ["delete", "User"],
      ["view", "Invoice"],
      ["view", "WebMap"],
    ],
  },
];

describe.each(ROWS)("section 6: $row", ({ user: rowUser, granted, denied }) => {
  const ability = defineAbilityFor(rowUser);

  it.each(granted)("can %s %s", (action, subjectType) => {
    expect(ability.can(action, subjectType)).toBe(true);
  });

  it.each(denied)("cannot %s %s", (action, subjectType) => {
    expect(ability.can(action, subjectType)).toBe(false);
  });

  it("denies at least four rights it does not list, unless it is superadmin", () => {
    expect(denied.length).toBeGreaterThanOrEqual(rowUser?.role === "superadmin" ? 2 : 4);
  });
});

describe("permission table coverage", () => {
  it("has a row for every staff role and every tier", () => {
    const covered = new Set(ROWS.map((row) => row.user?.role));
    for (const role of [...STAFF_ROLES, ...TIERS]) expect(covered).toContain(role);
  });
});

describe("a customer's own subscription", () => {
  it.each(TIERS)("a %s user may view their subscription and organisation, to renew it", (tier) => {
    const ability = defineAbilityFor(user(tier));
    expect(ability.can("view", "Subscription")).toBe(true);
    expect(ability.can("view", "Organization")).toBe(true);
  });

  it("the MBR add-on gives a basic user no more of it than basic has", () => {
    const addOn = rulesFor(user("basic", { addOnsType: ["mbr"] }));
    const plain = rulesFor(user("basic"));
    const subscriptionRules = (rules: typeof plain) =>
      rules.filter((r) => [r.subject].flat().includes("Subscription")).length;
    expect(subscriptionRules(addOn)).toBe(subscriptionRules(plain));
  });
});

describe("LOA approval", () => {
  const loa = defineAbilityFor(user("loa", { id: "loa-1" }));

  it("a LOA approver can approve an application pending their approval", () => {
    expect(
      loa.can("update", subject("LOAApproval", { nextApproverId: "loa-1", status: "pending_loa" })),
    ).toBe(true);
    expect(
      loa.can("manage", asLoaApproval({ nextApproverId: "loa-1", status: "pending_loa_clarification" })),
    ).toBe(true);
  });

  it("a LOA approver cannot approve an application whose next approver is someone else", () => {
    expect(
      loa.can("update", subject("LOAApproval", { nextApproverId: "loa-2", status: "pending_loa" })),
    ).toBe(false);
  });

  it("a LOA approver cannot act once the application has left the LOA stage", () => {
    expect(loa.can("update", asLoaApproval({ nextApproverId: "loa-1", status: "pending_finance" }))).toBe(
      false,
    );
  });
});

describe("static content", () => {
  const published = subject("StaticContent", { published: true });
  const draft = subject("StaticContent", { published: false });

  it("anonymous visitors read published static content only", () => {
    const anonymous = defineAbilityFor(null);
    expect(anonymous.can("read", published)).toBe(true);
    expect(anonymous.can("read", draft)).toBe(false);
  });

  it("signed-in users still read published static content", () => {
    expect(defineAbilityFor(user("graduate")).can("read", published)).toBe(true);
  });
});

describe("packed rules", () => {
  const matrix = (ability: AppAbility) =>
    ACTIONS.flatMap((action) => SUBJECTS.map((s) => `${action} ${s}: ${ability.can(action, s)}`));

  it.each(ROWS)("round-trip to an equivalent ability for $row", ({ user: rowUser }) => {
    const original = defineAbilityFor(rowUser);
    const rebuilt = createAbilityFromPackedRules(packAbilityRules(rulesFor(rowUser)));
    expect(matrix(rebuilt)).toEqual(matrix(original));
  });

  it("keep the LOA conditions", () => {
    const loaUser = user("loa", { id: "loa-1" });
    const rebuilt = createAbilityFromPackedRules(
      JSON.parse(JSON.stringify(packAbilityRules(rulesFor(loaUser)))),
    );
    expect(rebuilt.can("update", asLoaApproval({ nextApproverId: "loa-1", status: "pending_loa" }))).toBe(
      true,
    );
    expect(rebuilt.can("update", asLoaApproval({ nextApproverId: "loa-2", status: "pending_loa" }))).toBe(
      false,
    );
  });
});
