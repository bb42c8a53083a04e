import type { AddOn, StaffRole, Tier } from "@strata/core";

/** The one password of every demo account; printed in the README. */
export const DEMO_PASSWORD = "Strata-demo-2026";
export const DEMO_DOMAIN = "demo.strata.test";

export const demoEmail = (local: string) => `${local}@${DEMO_DOMAIN}`;

export const DEMO_STAFF: { role: StaffRole; name: string }[] = [
  { role: "superadmin", name: "Aisyah Rahman" },
  { role: "admin", name: "Daniel Lim" },
  { role: "loa", name: "Farid Hassan" },
  { role: "finance", name: "Mei Ling Tan" },
  { role: "data-admin", name: "Ravi Kumar" },
  { role: "system-admin", name: "Nurul Izzah" },
  { role: "mbr-admin", name: "Hafiz Ismail" },
];

export interface DemoOrganisation {
  /** The local part of the primary user's e-mail. */
  login: string;
  tier: Tier;
  organisation: string;
  person: string;
  addOns?: AddOn[];
  expired?: boolean;
}

/** One organisation per tier, each with a primary user named by the tier. */
export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  { login: "basic", tier: "basic", organisation: "Kinabalu Geoscience Sdn Bhd", person: "Siti Aminah" },
  {
    login: "standard",
    tier: "standard",
    organisation: "Sarawak Offshore Resources Sdn Bhd",
    person: "James Wong",
  },
  {
    login: "premium",
    tier: "premium",
    organisation: "Petra Nusantara Exploration Berhad",
    person: "Azlan Yusof",
  },
  {
    login: "graduate",
    tier: "graduate",
    organisation: "Universiti Teknologi Geoscience Graduate School",
    person: "Liyana Zulkifli",
  },
  {
    login: "research",
    tier: "research",
    organisation: "Institute of Marine Geophysics",
    person: "Dr. Kamal Ariffin",
  },
  {
    login: "academic",
    tier: "academic",
    organisation: "Universiti Malaya Department of Geology",
    person: "Prof. Lee Chong Wei",
  },
  {
    login: "international-graduate",
    tier: "international-graduate",
    organisation: "Aberdeen Petroleum Geology Graduate Programme",
    person: "Emma Fraser",
  },
  {
    login: "international-research",
    tier: "international-research",
    organisation: "Nordic Basin Research Institute",
    person: "Lars Nilsen",
  },
  {
    login: "international-academic",
    tier: "international-academic",
    organisation: "Delft Subsurface Engineering Faculty",
    person: "Prof. Anke de Vries",
  },
  { login: "mbr", tier: "mbr", organisation: "Malay Basin Review Consortium", person: "Zulkifli Omar" },
  {
    login: "bid-round",
    tier: "bid-round",
    organisation: "Sabah Deepwater Ventures Sdn Bhd",
    person: "Grace Chin",
  },
  { login: "mpm-study", tier: "mpm-study", organisation: "Penyu Basin Study Group", person: "Hamzah Idris" },
  { login: "vdr", tier: "vdr", organisation: "Borneo Data Room Partners", person: "Olivia Tan" },
  {
    login: "expired-basic",
    tier: "basic",
    organisation: "Tioman Survey Services",
    person: "Roslan Ahmad",
    expired: true,
  },
  {
    login: "standard-mbr",
    tier: "standard",
    organisation: "Kuala Energy Partners Sdn Bhd",
    person: "Vincent Lau",
    addOns: ["mbr"],
  },
];

/** Further users inside the organisations above; each joined some days before the seed, after its primary user. */
export const DEMO_MEMBERS = [
  {
    login: "standard-member",
    organisationOf: "standard",
    person: "Priya Nair",
    status: "active" as const,
    joinedDaysAgo: 200,
  },
  {
    login: "suspended",
    organisationOf: "standard",
    person: "Ahmad Faizal",
    status: "suspended" as const,
    joinedDaysAgo: 150,
  },
  // Members who comment on their organisation's study documents (decision 0171).
  {
    login: "graduate-member",
    organisationOf: "graduate",
    person: "Nurul Izzah",
    status: "active" as const,
    joinedDaysAgo: 120,
  },
  {
    login: "research-member",
    organisationOf: "research",
    person: "Daniel Wong",
    status: "active" as const,
    joinedDaysAgo: 110,
  },
  // A member of the MPM study organisation who submits its study report (decision 0172).
  {
    login: "mpm-study-member",
    organisationOf: "mpm-study",
    person: "Nurul Aina",
    status: "active" as const,
    joinedDaysAgo: 80,
  },
];
