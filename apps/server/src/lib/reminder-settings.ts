import {
  DEFAULT_REMINDER_SETTINGS,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderSettings,
  type UpdateReminderSettingsBody,
  type updateReminderSettingsBodySchema,
} from "@strata/core";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client.ts";
import { emailReminderSettings, users } from "../db/schema/index.ts";
import { recordAuditEvent } from "./audit.ts";
import type { Actor, Tx } from "./workflow.ts";

export type { UpdateReminderSettingsBody };

/** One kind's setting: the stored row, else the default (invoice_due 7 and 1 days, expiry 30, 7, 1). */
export async function reminderSettingOf(
  db: Database | Tx,
  kind: ReminderKind,
): Promise<{ enabled: boolean; daysBefore: number[] }> {
  const [row] = await db.select().from(emailReminderSettings).where(eq(emailReminderSettings.kind, kind));
  const fallback = DEFAULT_REMINDER_SETTINGS[kind];
  if (!row) return fallback;
  const days = row.daysBefore.filter((d) => Number.isInteger(d) && d > 0);
  return { enabled: row.enabled, daysBefore: days.length ? days : fallback.daysBefore };
}

/** Every kind's setting, with who last changed it (never-changed kinds show their defaults). */
export async function readReminderSettings(db: Database | Tx): Promise<ReminderSettings> {
  const rows = await db
    .select({ row: emailReminderSettings, updatedByName: users.name })
    .from(emailReminderSettings)
    .leftJoin(users, eq(users.id, emailReminderSettings.updatedBy));
  return {
    settings: REMINDER_KINDS.map((kind) => {
      const found = rows.find((r) => r.row.kind === kind);
      const setting = found
        ? { enabled: found.row.enabled, daysBefore: [...found.row.daysBefore].sort((a, b) => b - a) }
        : DEFAULT_REMINDER_SETTINGS[kind];
      return {
        kind,
        ...setting,
        updatedAt: found?.row.updatedAt.toISOString() ?? null,
        updatedByName: found?.updatedByName ?? null,
      };
    }),
  };
}

/** Replaces the settings of the kinds given, with one audit row each, in one transaction. */
export async function updateReminderSettings(
  db: Database,
  input: { actor: Actor; body: z.output<typeof updateReminderSettingsBodySchema> },
): Promise<ReminderSettings> {
  return db.transaction(async (tx) => {
    for (const setting of input.body.settings) {
      const before = await reminderSettingOf(tx, setting.kind);
      await tx
        .insert(emailReminderSettings)
        .values({
          kind: setting.kind,
          enabled: setting.enabled,
          daysBefore: setting.daysBefore,
          updatedBy: input.actor.userId,
          updatedAt: new Date(),
        })
        .onConflictDoUpdate({
          target: emailReminderSettings.kind,
          set: {
            enabled: setting.enabled,
            daysBefore: setting.daysBefore,
            updatedBy: input.actor.userId,
            updatedAt: new Date(),
          },
        });
      await recordAuditEvent(tx, {
        actor: input.actor,
        action: "update",
        subjectType: "email_reminder_settings",
        subjectId: setting.kind,
        organisationId: null,
        before,
        after: { enabled: setting.enabled, daysBefore: setting.daysBefore },
        requestId: input.actor.requestId,
      });
    }
    return readReminderSettings(tx);
  });
}
