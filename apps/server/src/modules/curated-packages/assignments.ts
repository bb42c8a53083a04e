import { randomUUID } from "node:crypto";
import type { CuratedAssignment, CuratedAssignmentBody, CuratedAssignmentList } from "@strata/core";
import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { curatedPackageAssignments, curatedPackages, organisations, users } from "../../db/schema/index.ts";
import { recordAuditEvent } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../lib/workflow.ts";
import { offsetOf, toPage } from "../reference-data/index.ts";
import { notFoundCurated } from "./service.ts";

type Reader = Pick<Database, "select" | "selectDistinct">;

const assignee = alias(users, "assignee");
const assigner = alias(users, "assigner");

const selectAssignments = (db: Reader) =>
  db
    .select({
      id: curatedPackageAssignments.id,
      curatedPackageId: curatedPackageAssignments.curatedPackageId,
      organisationId: curatedPackageAssignments.organisationId,
      organisationName: organisations.name,
      userId: curatedPackageAssignments.userId,
      userName: assignee.name,
      assignedByName: assigner.name,
      createdAt: curatedPackageAssignments.createdAt,
    })
    .from(curatedPackageAssignments)
    .innerJoin(organisations, eq(organisations.id, curatedPackageAssignments.organisationId))
    .leftJoin(assignee, eq(assignee.id, curatedPackageAssignments.userId))
    .leftJoin(assigner, eq(assigner.id, curatedPackageAssignments.assignedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectAssignments>["where"]>>[number];
const present = (r: Row): CuratedAssignment => ({ ...r, createdAt: r.createdAt.toISOString() });

async function mustExist(db: Reader, id: string) {
  const [row] = await db
    .select({ id: curatedPackages.id, name: curatedPackages.name })
    .from(curatedPackages)
    .where(eq(curatedPackages.id, id));
  if (!row) throw notFoundCurated();
  return row;
}

/** Who a curated package is assigned to, newest first. */
export async function listAssignments(
  db: Database,
  input: { id: string; page: number; pageSize: number },
): Promise<CuratedAssignmentList> {
  await mustExist(db, input.id);
  const where = eq(curatedPackageAssignments.curatedPackageId, input.id);
  const [{ total }] = await db.select({ total: count() }).from(curatedPackageAssignments).where(where);
  const rows = await selectAssignments(db)
    .where(where)
    .orderBy(desc(curatedPackageAssignments.createdAt), desc(curatedPackageAssignments.id))
    .limit(input.pageSize)
    .offset(offsetOf(input));
  return toPage(rows.map(present), total, input);
}

/**
 * Assigns a curated package to an organisation (all its users) or one user of it. The same target
 * twice is a 409 (the unique index decides, so concurrent calls agree); audited.
 */
export async function assignCuratedPackage(
  db: Database,
  input: { id: string; body: CuratedAssignmentBody; actor: Actor },
): Promise<CuratedAssignment> {
  const { id, body, actor } = input;
  const userId = body.userId ?? null;
  const assignmentId = await db.transaction(async (tx) => {
    const curated = await mustExist(tx, id);
    const [organisation] = await tx
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, body.organisationId));
    if (!organisation) throw notFound("Organisation");
    let userName: string | null = null;
    if (userId) {
      const [user] = await tx
        .select({ name: users.name })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.organisationId, organisation.id)));
      if (!user) throw notFound("User", `User not found in ${organisation.name}`);
      userName = user.name;
    }
    const [inserted] = await tx
      .insert(curatedPackageAssignments)
      .values({
        id: randomUUID(),
        curatedPackageId: id,
        organisationId: organisation.id,
        userId,
        assignedBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning({ id: curatedPackageAssignments.id });
    if (!inserted) {
      throw conflict(
        userName
          ? `"${curated.name}" is already assigned to ${userName} of ${organisation.name}.`
          : `"${curated.name}" is already assigned to ${organisation.name} (all its users).`,
        { organisationId: organisation.id, userId },
      );
    }
    await recordAuditEvent(tx, {
      actor,
      action: "assign",
      subjectType: "curated_package",
      subjectId: id,
      organisationId: organisation.id,
      after: { assignmentId: inserted.id, organisationId: organisation.id, userId },
      requestId: actor.requestId,
    });
    return inserted.id;
  });
  const [row] = await selectAssignments(db).where(eq(curatedPackageAssignments.id, assignmentId));
  return present(row);
}

/** Removes an assignment; packages its users took stay theirs (audited). */
export async function unassignCuratedPackage(
  db: Database,
  input: { id: string; assignmentId: string; actor: Actor },
) {
  const { id, assignmentId, actor } = input;
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(curatedPackageAssignments)
      .where(
        and(
          eq(curatedPackageAssignments.id, assignmentId),
          eq(curatedPackageAssignments.curatedPackageId, id),
        ),
      )
      .returning();
    if (!removed) throw notFound("Assignment");
    await recordAuditEvent(tx, {
      actor,
      action: "unassign",
      subjectType: "curated_package",
      subjectId: id,
      organisationId: removed.organisationId,
      before: { assignmentId, organisationId: removed.organisationId, userId: removed.userId },
      requestId: actor.requestId,
    });
  });
}
