import { randomUUID } from "node:crypto";
import {
  type BidRound,
  type BidRoundPhase,
  type bidRoundInputSchema,
  type bidRoundListQuerySchema,
  type bidRoundPatchSchema,
  bidRoundPhase,
  CLOSES_BEFORE_OPENS,
  malaysiaToday,
} from "@strata/core";
import { and, asc, count, desc, eq, getTableColumns, gt, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { bidRounds } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";
import { inUse, invalidField } from "./errors.ts";
import { containing, offsetOf, toPage } from "./paging.ts";

type Input = z.output<typeof bidRoundInputSchema>;
type Patch = z.output<typeof bidRoundPatchSchema>;

// Qualified by hand: drizzle renders a column in a select field without its table, which the
// subquery would read as its own table's column.
const applicationCount = sql<number>`(select count(*)::int from applications a where a.bid_round_id = "bid_rounds"."id")`;
const columns = { ...getTableColumns(bidRounds), applicationCount };
type Row = typeof bidRounds.$inferSelect & { applicationCount: number };

function toBidRound(row: Row, today = malaysiaToday()): BidRound {
  return {
    id: row.id,
    name: row.name,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    description: row.description,
    phase: bidRoundPhase(row, today),
    applicationCount: row.applicationCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const snapshot = (r: BidRound) => ({
  name: r.name,
  opensOn: r.opensOn,
  closesOn: r.closesOn,
  description: r.description,
});

/** The rounds in a phase on `today` (both ends of a round inclusive). */
function inPhase(phase: BidRoundPhase, today: string): SQL | undefined {
  if (phase === "upcoming") return gt(bidRounds.opensOn, today);
  if (phase === "closed") return lt(bidRounds.closesOn, today);
  return and(lte(bidRounds.opensOn, today), gte(bidRounds.closesOn, today));
}

/** A page of bid rounds, the latest first; `phase` keeps the open, upcoming or closed ones. */
export async function listBidRounds(db: Database, query: z.output<typeof bidRoundListQuerySchema>) {
  const today = malaysiaToday();
  const where = and(
    containing(bidRounds.name, query.q),
    query.phase ? inPhase(query.phase, today) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(bidRounds).where(where);
  const rows = await db
    .select(columns)
    .from(bidRounds)
    .where(where)
    .orderBy(desc(bidRounds.opensOn), asc(bidRounds.name))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return toPage(
    rows.map((row) => toBidRound(row, today)),
    total,
    query,
  );
}

export async function getBidRound(db: Database, id: string): Promise<BidRound> {
  const [row] = await db.select(columns).from(bidRounds).where(eq(bidRounds.id, id));
  if (!row) throw notFound("Bid round");
  return toBidRound(row);
}

export async function createBidRound(db: Database, input: { values: Input; actor: Actor }) {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(bidRounds).values({ id, ...input.values });
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "bid_round.create",
      subjectType: "bid_round",
      subjectId: id,
      after: input.values,
      requestId: input.actor.requestId,
    });
  });
  return getBidRound(db, id);
}

/** Changes a round; the dates after the change must still open on or before they close. */
export async function updateBidRound(db: Database, input: { id: string; patch: Patch; actor: Actor }) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select(columns).from(bidRounds).where(eq(bidRounds.id, input.id)).for("update");
    if (!row) throw notFound("Bid round");
    const before = toBidRound(row);
    const opensOn = input.patch.opensOn ?? before.opensOn;
    const closesOn = input.patch.closesOn ?? before.closesOn;
    if (opensOn > closesOn) throw invalidField("body.closesOn", CLOSES_BEFORE_OPENS);
    await tx
      .update(bidRounds)
      .set({ ...input.patch, updatedAt: new Date() })
      .where(eq(bidRounds.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "bid_round.update",
      subjectType: "bid_round",
      subjectId: input.id,
      before: snapshot(before),
      after: input.patch,
      requestId: input.actor.requestId,
    });
  });
  return getBidRound(db, input.id);
}

/** Deletes a round no application names; one that applications name is a 409 (they keep pointing at it). */
export async function deleteBidRound(db: Database, input: { id: string; actor: Actor }) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select(columns).from(bidRounds).where(eq(bidRounds.id, input.id)).for("update");
    if (!row) throw notFound("Bid round");
    if (row.applicationCount > 0) {
      throw inUse(`${row.name} is named by ${row.applicationCount} application(s) and cannot be deleted.`);
    }
    await tx.delete(bidRounds).where(eq(bidRounds.id, input.id));
    await recordAuditEvent(tx, {
      actor: input.actor,
      action: "bid_round.delete",
      subjectType: "bid_round",
      subjectId: input.id,
      before: snapshot(toBidRound(row)),
      requestId: input.actor.requestId,
    });
  });
}
