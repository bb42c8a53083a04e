import type { Database } from "../../db/client.ts";

/** Demo data of the reference-data module (runs after the demo accounts exist; see seed/demo.ts). */
export async function seedReferenceDataDemo(_db: Database): Promise<void> {}
