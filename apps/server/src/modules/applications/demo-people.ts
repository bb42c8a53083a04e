/** The LOA chain of the demo: Farid (loa@) first, then two more levels (README lists them). */
export const DEMO_LOA_CHAIN = [
  { login: "loa", name: "Farid Hassan", limitSen: 5_000_000 },
  { login: "loa2", name: "Nadia Aziz", limitSen: 10_000_000 },
  { login: "loa3", name: "Rashid Mahmud", limitSen: 1_000_000_000 },
] as const;

/** Organisations that registered through the portal and wait for, or went through, approval. */
export const DEMO_APPLICANTS = [
  {
    login: "applicant-borneo",
    person: "Chong Wei Ming",
    organisation: "Borneo Subsurface Analytics Sdn Bhd",
    kind: "company" as const,
    registrationNumber: "201901012345 (1321456-K)",
    address: "Level 8, Wisma Saberkas, Jalan Tun Abang Haji Openg, 93000 Kuching, Sarawak",
  },
  {
    login: "applicant-terengganu",
    person: "Wan Aisyah Wan Ahmad",
    organisation: "Terengganu Basin Ventures Sdn Bhd",
    kind: "company" as const,
    registrationNumber: "202001023456 (1372211-A)",
    address: "Jalan Sultan Ismail, 20200 Kuala Terengganu, Terengganu",
  },
  {
    login: "applicant-labuan",
    person: "Marcus Lau",
    organisation: "Labuan Deepwater Energy Ltd",
    kind: "company" as const,
    registrationNumber: "LL16789",
    address: "Unit 3A, Main Office Tower, Financial Park Labuan, 87000 Labuan",
  },
  {
    login: "applicant-usg",
    person: "Dr. Norhayati Salleh",
    organisation: "Universiti Sains Geofizik",
    kind: "institute" as const,
    registrationNumber: null,
    address: "Jalan Universiti, 11800 Gelugor, Pulau Pinang",
  },
  {
    login: "applicant-sabah",
    person: "Jeffrey Kitingan Jr",
    organisation: "Sabah Trough Petroleum Sdn Bhd",
    kind: "company" as const,
    registrationNumber: "201801034567 (1289990-T)",
    address: "Block C, Kolombong Jaya, 88450 Kota Kinabalu, Sabah",
  },
] as const;
