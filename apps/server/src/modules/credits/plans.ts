import { randomUUID } from "node:crypto";
import type { CreditPlan, CreditPlanBody } from "@strata/core";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { creditPlans } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";
import { toCreditPlan } from "./present.ts";

/** The plans on offer, cheapest first; retired ones too when asked (staff who manage plans). */
export async function listCreditPlans(
  db: Database,
  input: { includeRetired: boolean },
): Promise<CreditPlan[]> {
  const rows = await db
    .select()
    .from(creditPlans)
    .where(input.includeRetired ? undefined : isNull(creditPlans.retiredAt))
    .orderBy(asc(creditPlans.priceSen), asc(creditPlans.name));
  return rows.map(toCreditPlan);
}

/** One plan; a retired plan is shown only to those who manage plans (history keeps it for them). */
export async function getCreditPlan(
  db: Database,
  input: { id: string; includeRetired: boolean },
): Promise<CreditPlan> {
  const [row] = await db
    .select()
    .from(creditPlans)
    .where(
      and(eq(creditPlans.id, input.id), input.includeRetired ? undefined : isNull(creditPlans.retiredAt)),
    );
  if (!row) throw notFound("Download credit plan");
  return toCreditPlan(row);
}

export async function createCreditPlan(
  db: Database,
  input: { body: CreditPlanBody; actor: Actor },
): Promise<CreditPlan> {
  const { body, actor } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(creditPlans)
      .values({
        id: randomUUID(),
        name: body.name,
        description: body.description || null,
        credits: body.credits,
        priceSen: body.priceSen,
        validityDays: body.validityDays,
      })
      .returning();
    await recordAuditEvent(tx, {
      actor,
      action: "create",
      subjectType: "credit_plan",
      subjectId: row.id,
      after: toCreditPlan(row),
      requestId: actor.requestId,
    });
    return toCreditPlan(row);
  });
}

/**
 * Edits a plan. Orders already placed keep the credits and price they copied; a retired plan
 * cannot be edited (it is history).
 */
export async function updateCreditPlan(
  db: Database,
  input: { id: string; body: CreditPlanBody; actor: Actor },
): Promise<CreditPlan> {
  const { id, body, actor } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(creditPlans).where(eq(creditPlans.id, id)).for("update");
    if (!before) throw notFound("Download credit plan");
    if (before.retiredAt) throw retired();
    const [after] = await tx
      .update(creditPlans)
      .set({
        name: body.name,
        description: body.description || null,
        credits: body.credits,
        priceSen: body.priceSen,
        validityDays: body.validityDays,
        updatedAt: new Date(),
      })
      .where(eq(creditPlans.id, id))
      .returning();
    await recordAuditEvent(tx, {
      actor,
      action: "update",
      subjectType: "credit_plan",
      subjectId: id,
      before: toCreditPlan(before),
      after: toCreditPlan(after),
      requestId: actor.requestId,
    });
    return toCreditPlan(after);
  });
}

const retired = () => conflict("This plan is retired.", { status: "retired" });

/** Retires a plan: no longer on offer or for sale; its purchases and their history keep it. */
export async function retireCreditPlan(
  db: Database,
  input: { id: string; actor: Actor },
): Promise<CreditPlan> {
  const { id, actor } = input;
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(creditPlans)
      .set({ retiredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(creditPlans.id, id), isNull(creditPlans.retiredAt)))
      .returning();
    if (!after) {
      const [exists] = await tx
        .select({ id: creditPlans.id })
        .from(creditPlans)
        .where(eq(creditPlans.id, id));
      throw exists ? retired() : notFound("Download credit plan");
    }
    await recordAuditEvent(tx, {
      actor,
      action: "retire",
      subjectType: "credit_plan",
      subjectId: id,
      before: { retiredAt: null },
      after: { retiredAt: after.retiredAt?.toISOString() },
      requestId: actor.requestId,
    });
    return toCreditPlan(after);
  });
}
