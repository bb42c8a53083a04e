import type { MongoQuery } from "@casl/ability";
import type { AddOn, StaffRole, Tier } from "../enums.ts";
import { loaApprovalConditions } from "./loa.ts";
import type { Action, Subject } from "./subjects.ts";

/** One line of the section-6 table. Conditions that depend on the user are resolved when rules are built. */
export type Right = {
  action: Action;
  subject: Subject | readonly Subject[];
  conditions?: MongoQuery | ((user: { id: string }) => MongoQuery);
  inverted?: true;
};

// Order matters: CASL lets a later rule override an earlier one for the same action and subject.
const can = (action: Action, subject: Right["subject"], conditions?: Right["conditions"]): Right =>
  conditions ? { action, subject, conditions } : { action, subject };
const cannot = (action: Action, subject: Right["subject"]): Right => ({ action, subject, inverted: true });

const PUBLISHED_STATIC_CONTENT = can("read", "StaticContent", { published: true });

/** Without a profile, only published static content (about-us, EULA). */
export const ANONYMOUS_RIGHTS: readonly Right[] = [PUBLISHED_STATIC_CONTENT];

/**
 * Every signed-in user, applied before the role's own rules. Published static content stays readable
 * after signing in: it is public, and signing in must never take access away.
 */
export const SIGNED_IN_RIGHTS: readonly Right[] = [
  can("view", "Disabled-ProductionData"),
  PUBLISHED_STATIC_CONTENT,
  can("update", "Password"),
];

const SYSTEM_VIEW_ONLY: Subject[] = [
  "DataPacks",
  "DataPrePack",
  "DataRequest",
  "DataDelivery",
  "DataPreparation",
];

export const STAFF_RIGHTS: Record<StaffRole, readonly Right[]> = {
  superadmin: [can("manage", "all"), cannot("view", ["StaticOverview", "News"])],
  "system-admin": [
    can("manage", "all"),
    cannot("manage", ["StaticOverview", "News", "Administrator", ...SYSTEM_VIEW_ONLY]),
    can("view", SYSTEM_VIEW_ONLY),
  ],
  admin: [
    can("view", ["Dashboard", "CreditPurchase", "BidRound", "Invoice", "KnownCompany", "LOAApproval"]),
    can("view", ["FinanceApproval", "Reports"]),
    can("manage", ["SubscriptionApplication", "ActivationApplication", "User", "Subscription"]),
    can("manage", ["VerificationApproval", "VerificationEmail", "CuratedPackage", "DownloadCreditPlan"]),
    can("create", "KnownCompany"),
    can("read", "LOAApprover"),
    // Section 6 names no role for news and static content, yet denies them to superadmin and system
    // only; the admin runs the portal's content (docs/decisions.md "Who writes news and FAQs").
    can("manage", ["News", "StaticOverview", "StaticContent"]),
  ],
  // Section 6 lists service accounts among data's rights and issue 12 has data staff manage them
  // (create, rotate, revoke): docs/decisions.md.
  "data-admin": [
    can("view", ["Dashboard", "Invoice", "KnownCompany", "BidRound", "NewData", "Reports"]),
    can("manage", "ServiceAccount"),
    can("manage", ["DataDelivery", "MBR", "TechnicalStudy", "DataPreparation", "WebMap"]),
    can("manage", ["DataPacks", "DataRequest", "DataPrePack", "MBR-Plus"]),
  ],
  loa: [
    can("view", ["Dashboard", "CreditPurchase", "Subscription", "VerificationApproval", "FinanceApproval"]),
    can("view", ["Invoice", "Reports"]),
    can("manage", "SubscriptionApplication"),
    can("manage", "LOAApproval", (user) => loaApprovalConditions(user.id)),
    can("read", "LOAApprover"),
  ],
  finance: [
    can("view", ["Dashboard", "Subscription", "Invoice", "LOAApproval", "Reports", "EInvoiceLog"]),
    can("manage", ["SubscriptionApplication", "ActivationApplication", "FinanceApproval", "CreditPurchase"]),
    can("manage", "Payment"),
  ],
  // "Applications" is unqualified for MBR admin, so it covers both kinds, like finance's.
  "mbr-admin": [
    can("view", ["Dashboard", "Subscription", "Reports", "Configuration", "Invoice", "BidRound", "MBR-Plus"]),
    can("view", ["KnownCompany", "Institution"]),
    can("manage", ["SubscriptionApplication", "ActivationApplication", "VDR"]),
  ],
};

const BASIC: readonly Right[] = [
  can("view", ["SmartViewer", "SmartDataCatalog", "NewData", "Dashboard", "OrganizationMember"]),
  can("view", ["Subscription", "Organization"]),
  can("update", "Password"),
];
const STANDARD: readonly Right[] = [
  ...BASIC,
  can("view", ["SmartViewerBookmark", "DataVisualisation", "MBR-Plus", "WebMap"]),
  can("manage", "DownloadManager"),
];
// "Disabled flag removed": the all-users grant of Disabled-ProductionData is revoked, so one rule list says it.
const PREMIUM: readonly Right[] = [
  ...STANDARD,
  can("view", ["ProductionData", "COREAIData", "WellAnalytics"]),
  cannot("view", "Disabled-ProductionData"),
];
const GRADUATE: readonly Right[] = [
  can("view", ["SmartViewer", "SmartDataCatalog", "NewData", "DownloadManager", "OrganizationMember"]),
  can("view", ["Subscription", "Organization"]),
  can("manage", "StudyDocuments"),
];
const MBR: readonly Right[] = [can("view", ["BidRoundDataVisualisation", "WebMap"]), can("manage", "MBR")];
const MPM_STUDY: readonly Right[] = [can("manage", "TechnicalStudy"), can("view", "WebMap")];
/**
 * Section 6's MBR and MPM study tier rows name no Subscription or Organization right, yet such an
 * organisation must see and renew its subscription like every other (docs/decisions.md): the
 * tiers get the basic customer's view of both; the add-ons of the same names add nothing of it.
 * Their primary users invite members (PRIMARY_USER_RIGHTS), so they list them too (issue 27).
 */
const OWN_SUBSCRIPTION: readonly Right[] = [
  can("view", ["Subscription", "Organization", "OrganizationMember"]),
];

/**
 * Section 6 lists no rights for academic, bid round or VDR; each takes the rights of the group it
 * displays as (section 3): academic → Graduate, bid round → MBR, VDR → Basic.
 */
export const TIER_RIGHTS: Record<Tier, readonly Right[]> = {
  basic: BASIC,
  standard: STANDARD,
  premium: PREMIUM,
  graduate: GRADUATE,
  research: GRADUATE,
  academic: GRADUATE,
  "international-graduate": GRADUATE,
  "international-research": GRADUATE,
  "international-academic": GRADUATE,
  mbr: [...MBR, ...OWN_SUBSCRIPTION],
  "bid-round": [...MBR, ...OWN_SUBSCRIPTION],
  "mpm-study": [...MPM_STUDY, ...OWN_SUBSCRIPTION],
  vdr: BASIC,
};

/** Only the MBR and MPM study add-ons carry rights in section 6; mbr-plus and vdr add none. */
export const ADD_ON_RIGHTS: Record<AddOn, readonly Right[]> = {
  mbr: MBR,
  "mpm-study": MPM_STUDY,
  "mbr-plus": [],
  vdr: [],
};

/**
 * A primary user of any tier but basic. Suspending and reactivating members is part of managing
 * them (section 7 "Users: CRUD"), so `update User` goes with create and delete (docs/decisions.md).
 */
export const PRIMARY_USER_RIGHTS: readonly Right[] = [
  can("create", "User"),
  can("update", "User"),
  can("delete", "User"),
  can("view", "Invoice"),
];

/** What an expired basic user sees instead of the viewer and the catalogue. */
export const EXPIRED_VARIANTS: Partial<Record<Subject, Subject>> = {
  SmartViewer: "SmartViewer-Expired",
  SmartDataCatalog: "SmartDataCatalog-Expired",
};
