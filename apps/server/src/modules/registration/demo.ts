import type { Database } from "../../db/client.ts";
import { countries } from "../../db/schema/index.ts";

/**
 * The wizard needs countries to offer. The reference data's seed fills the full list; these few
 * make sure a fresh demo can register on its own (existing rows are left as they are).
 */
const DEMO_COUNTRIES = [
  { code: "MY", name: "Malaysia" },
  { code: "SG", name: "Singapore" },
  { code: "ID", name: "Indonesia" },
  { code: "TH", name: "Thailand" },
  { code: "BN", name: "Brunei Darussalam" },
  { code: "GB", name: "United Kingdom" },
  { code: "US", name: "United States" },
];

export async function seedRegistrationDemo(db: Database): Promise<void> {
  await db.insert(countries).values(DEMO_COUNTRIES).onConflictDoNothing();
}
