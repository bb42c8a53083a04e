import type { VdrSettings, VdrSettingsInput } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { organisations } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import type { Actor, Tx } from "../../lib/workflow.ts";
import { readConfigurations } from "../reference-data/index.ts";

/** What `organisations.vdr_settings` holds once an MBR admin saved it. */
type StoredVdrSettings = VdrSettingsInput;

async function describe(db: Database | Tx, organisationId: string, stored: unknown): Promise<VdrSettings> {
  const config = await readConfigurations(db);
  const defaults = { accessDays: config["vdr.accessDays"], contactEmail: config["vdr.contactEmail"] };
  if (!stored) return { organisationId, enabled: false, ...defaults, customised: false, defaults };
  const saved = stored as StoredVdrSettings;
  return { organisationId, ...saved, customised: true, defaults };
}

/** An organisation's VDR settings; never saved, they show the configuration's days and address, off. */
export async function getVdrSettings(db: Database, organisationId: string): Promise<VdrSettings> {
  const [row] = await db
    .select({ vdrSettings: organisations.vdrSettings })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!row) throw notFound("Organisation");
  return describe(db, organisationId, row.vdrSettings);
}

/** Saves an organisation's VDR settings with an audit row of before and after. */
export async function saveVdrSettings(
  db: Database,
  input: { organisationId: string; settings: VdrSettingsInput; actor: Actor },
): Promise<VdrSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ vdrSettings: organisations.vdrSettings })
      .from(organisations)
      .where(eq(organisations.id, input.organisationId))
      .for("update");
    if (!row) throw notFound("Organisation");
    const stored: StoredVdrSettings = {
      enabled: input.settings.enabled,
      accessDays: input.settings.accessDays,
      contactEmail: input.settings.contactEmail,
    };
    await tx
      .update(organisations)
      .set({ vdrSettings: stored, updatedAt: new Date() })
      .where(eq(organisations.id, input.organisationId));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "organisation.vdr_settings.update",
      subjectType: "organisation",
      subjectId: input.organisationId,
      organisationId: input.organisationId,
      before: (row.vdrSettings as Record<string, unknown> | null) ?? null,
      after: stored,
      requestId: input.actor.requestId,
    });
    return describe(tx, input.organisationId, stored);
  });
}
