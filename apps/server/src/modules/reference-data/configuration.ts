import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_KEYS,
  type ConfigurationKey,
  type ConfigurationUpdate,
  type ConfigurationValues,
  configurationValuesSchema,
} from "@strata/core";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { configurations } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import type { Actor, Tx } from "../../lib/workflow.ts";

type Executor = Database | Tx;

/** As jsonb, also for a JSON null (drizzle would send SQL NULL, which the column refuses). */
const asJsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** A stored value that no longer fits its key's type falls back to the default rather than break callers. */
function parseValue<K extends ConfigurationKey>(key: K, stored: unknown): ConfigurationValues[K] {
  const parsed = configurationValuesSchema.shape[key].safeParse(stored);
  return parsed.success ? (parsed.data as ConfigurationValues[K]) : CONFIGURATION_DEFAULTS[key];
}

/**
 * One configuration value (`vdr.accessDays`, `vdr.contactEmail`), typed by its key;
 * the default when staff never set it. Other modules read settings through this.
 */
export async function readConfiguration<K extends ConfigurationKey>(
  db: Executor,
  key: K,
): Promise<ConfigurationValues[K]> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(sql`${configurations.key} = ${key}`);
  return row ? parseValue(key, row.value) : CONFIGURATION_DEFAULTS[key];
}

/** Every known key with its value (or default). */
export async function readConfigurations(db: Executor): Promise<ConfigurationValues> {
  const rows = await db
    .select({ key: configurations.key, value: configurations.value })
    .from(configurations)
    .where(inArray(configurations.key, CONFIGURATION_KEYS));
  const values = { ...CONFIGURATION_DEFAULTS } as Record<ConfigurationKey, unknown>;
  for (const row of rows) {
    const key = row.key as ConfigurationKey;
    values[key] = parseValue(key, row.value);
  }
  return values as ConfigurationValues;
}

/** Saves the given keys in one transaction with one audit row (before and after of what changed). */
export async function updateConfigurations(
  db: Database,
  input: { update: ConfigurationUpdate; actor: Actor },
): Promise<ConfigurationValues> {
  return db.transaction(async (tx) => {
    const before = await readConfigurations(tx);
    const entries = Object.entries(input.update) as [ConfigurationKey, unknown][];
    for (const [key, value] of entries) {
      await tx
        .insert(configurations)
        .values({ key, value: asJsonb(value) })
        .onConflictDoUpdate({
          target: configurations.key,
          set: { value: asJsonb(value), updatedAt: new Date() },
        });
    }
    if (entries.length > 0) {
      await recordAuditEvent(tx, {
        actor: input.actor,
        action: "configuration.update",
        subjectType: "configuration",
        subjectId: "configuration",
        before: Object.fromEntries(entries.map(([key]) => [key, before[key]])),
        after: Object.fromEntries(entries),
        requestId: input.actor.requestId,
      });
    }
    return readConfigurations(tx);
  });
}

/** Demo and fresh installations: store the defaults where nothing is set, so staff see every key. */
export async function seedConfigurationDefaults(db: Database): Promise<void> {
  await db
    .insert(configurations)
    .values(CONFIGURATION_KEYS.map((key) => ({ key, value: asJsonb(CONFIGURATION_DEFAULTS[key]) })))
    .onConflictDoNothing();
}
