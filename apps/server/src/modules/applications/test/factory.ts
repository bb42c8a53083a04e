import { randomUUID } from "node:crypto";
import {
  type ApplicationKind,
  type ApplicationStatus,
  defineAbilityFor,
  isStaffRole,
  type Tier,
  type UserRole,
} from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db/client.ts";
import { applications, loaApprovers } from "../../../db/schema/index.ts";
import type { Actor } from "../../../lib/workflow.ts";
import { createUser, signIn, type TestUser } from "../../../test/factories.ts";

/** An application row as a test needs it; a standard plan for a year at 64,000 MYR unless told. */
export async function createApplication(
  db: Database,
  input: {
    organisationId: string;
    status?: ApplicationStatus;
    amountSen?: number;
    nextApproverId?: string | null;
    lastStableStatus?: ApplicationStatus | null;
    kind?: ApplicationKind;
    planType?: Tier;
    applicantUserId?: string | null;
    submittedAt?: Date | null;
  },
) {
  const [row] = await db
    .insert(applications)
    .values({
      id: randomUUID(),
      organisationId: input.organisationId,
      kind: input.kind ?? "registration",
      status: input.status ?? "new",
      planType: input.planType ?? "standard",
      durationValue: 1,
      durationUnit: "years",
      amountSen: input.amountSen ?? 6_400_000,
      nextApproverId: input.nextApproverId ?? null,
      lastStableStatus: input.lastStableStatus ?? null,
      applicantUserId: input.applicantUserId ?? null,
      submittedAt:
        input.submittedAt !== undefined
          ? input.submittedAt
          : (input.status ?? "new") === "new"
            ? null
            : new Date(),
    })
    .returning();
  return row;
}

/** The actor a signed-in test user would be, without going through a session. */
export function actorFor(user: TestUser, opts: { isPrimary?: boolean; requestId?: string } = {}): Actor {
  const isPrimary = opts.isPrimary ?? false;
  return {
    userId: user.id,
    role: user.role,
    name: user.name,
    ability: defineAbilityFor({ id: user.id, role: user.role, addOnsType: [], isPrimary, isExpired: false }),
    organisationId: user.organisationId,
    isPrimary,
    isStaff: isStaffRole(user.role),
    automatic: false,
    requestId: opts.requestId ?? null,
  };
}

/** A user signed in through the credentials contract: the user and their Cookie header. */
export async function signedIn(app: FastifyInstance, db: Database, input: Parameters<typeof createUser>[1]) {
  const user = await createUser(db, input);
  return { user, cookie: await signIn(app, user.email, user.password as string) };
}

/** A staff user of `role`, signed in. */
export const signedInStaff = (app: FastifyInstance, db: Database, role: UserRole) =>
  signedIn(app, db, { role });

/** Puts these users in the LOA chain, level 1 first, with their limits in sen (replaces the chain). */
export async function setChain(db: Database, links: { userId: string; limitSen: number }[]) {
  await db.delete(loaApprovers);
  if (links.length === 0) return;
  await db
    .insert(loaApprovers)
    .values(links.map((l, i) => ({ userId: l.userId, level: i + 1, limitSen: l.limitSen })));
}
