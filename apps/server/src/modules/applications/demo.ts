import type { Database } from "../../db/client.ts";

/** Demo data of the applications module (runs after the demo accounts exist; see seed/demo.ts). */
export async function seedApplicationDemo(_db: Database): Promise<void> {}
