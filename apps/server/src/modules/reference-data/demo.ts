import { randomUUID } from "node:crypto";
import { malaysiaToday } from "@strata/core";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  bidRounds,
  configurations,
  institutes,
  knownCompanies,
  organisations,
} from "../../db/schema/index.ts";
import { DEMO_DOMAIN } from "../../lib/demo-accounts.ts";
import { seedConfigurationDefaults } from "./configuration.ts";

/** Known companies: the demo's company organisations link to the first five (by name). */
const DEMO_KNOWN_COMPANIES: readonly [name: string, registrationNumber: string][] = [
  ["Kinabalu Geoscience Sdn Bhd", "201501012345 (1134567-K)"],
  ["Sarawak Offshore Resources Sdn Bhd", "199801004321 (459876-A)"],
  ["Petra Nusantara Exploration Berhad", "200201023456 (573210-W)"],
  ["Sabah Deepwater Ventures Sdn Bhd", "201001034567 (901234-M)"],
  ["Kuala Energy Partners Sdn Bhd", "201801045678 (1290345-T)"],
  ["Terengganu Basin Operators Sdn Bhd", "199501056789 (334455-P)"],
  ["Labuan Subsea Services Sdn Bhd", "200801067890 (812345-H)"],
  ["Johor Strait Petroleum Berhad", "199001078901 (198765-D)"],
  ["Miri Crude Logistics Sdn Bhd", "201201089012 (987650-U)"],
  ["Semangkok Drilling Sdn Bhd", "200501090123 (701234-V)"],
];

/** Institutes: the demo's academic organisations link to them (by name). */
const DEMO_INSTITUTES: readonly [name: string, countryCode: string][] = [
  ["Universiti Teknologi Geoscience Graduate School", "MY"],
  ["Institute of Marine Geophysics", "MY"],
  ["Universiti Malaya Department of Geology", "MY"],
  ["Aberdeen Petroleum Geology Graduate Programme", "GB"],
  ["Nordic Basin Research Institute", "NO"],
  ["Delft Subsurface Engineering Faculty", "NL"],
];

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One round open now, one upcoming, one closed, relative to the day the demo is loaded. */
function demoBidRounds(today: string) {
  const year = Number(today.slice(0, 4));
  return [
    {
      name: `Malaysia Bid Round ${year}`,
      opensOn: addDays(today, -30),
      closesOn: addDays(today, 60),
      description: "Open blocks offshore Sarawak and Sabah; data packages on the bid-round plan.",
    },
    {
      name: `Malaysia Bid Round ${year + 1}`,
      opensOn: addDays(today, 120),
      closesOn: addDays(today, 210),
      description: "Announced: Malay Basin and Penyu Basin blocks.",
    },
    {
      name: `Malaysia Bid Round ${year - 1}`,
      opensOn: addDays(today, -400),
      closesOn: addDays(today, -310),
      description: "Closed; its awards are published.",
    },
  ];
}

/** Demo data of the reference-data module (runs after the demo accounts exist; see seed/demo.ts). */
export async function seedReferenceDataDemo(db: Database): Promise<void> {
  for (const [name, registrationNumber] of DEMO_KNOWN_COMPANIES) {
    const id = randomUUID();
    await db
      .insert(knownCompanies)
      .values({ id, name, registrationNumber, countryCode: "MY" })
      .onConflictDoNothing();
    await db
      .update(organisations)
      .set({
        knownCompanyId: sql`(select id from ${knownCompanies} where ${knownCompanies.name} = ${name})`,
        countryCode: "MY",
        registrationNumber,
      })
      .where(eq(organisations.name, name));
  }
  for (const [name, countryCode] of DEMO_INSTITUTES) {
    await db.insert(institutes).values({ id: randomUUID(), name, countryCode }).onConflictDoNothing();
    await db
      .update(organisations)
      .set({
        kind: "institute",
        instituteId: sql`(select id from ${institutes} where ${institutes.name} = ${name})`,
        countryCode,
      })
      .where(eq(organisations.name, name));
  }
  await db.update(organisations).set({ countryCode: "MY" }).where(sql`${organisations.countryCode} is null`);
  for (const round of demoBidRounds(malaysiaToday())) {
    await db
      .insert(bidRounds)
      .values({ id: randomUUID(), ...round })
      .onConflictDoNothing();
  }
  await seedConfigurationDefaults(db);
  await db
    .update(configurations)
    .set({ value: sql`${JSON.stringify(`vdr-desk@${DEMO_DOMAIN}`)}::jsonb` })
    .where(eq(configurations.key, "vdr.contactEmail"));
  await db
    .update(organisations)
    .set({ vdrSettings: { enabled: true, accessDays: 45, contactEmail: `vdr-desk@${DEMO_DOMAIN}` } })
    .where(eq(organisations.name, "Borneo Data Room Partners"));
}
