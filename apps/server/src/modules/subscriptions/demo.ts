import type { Database } from "../../db/client.ts";

/** Demo data of the subscriptions module (runs after the demo accounts exist; see seed/demo.ts). */
export async function seedSubscriptionDemo(_db: Database): Promise<void> {}
