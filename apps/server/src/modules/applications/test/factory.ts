import { randomUUID } from "node:crypto";
import { type ApplicationStatus, defineAbilityFor, isStaffRole } from "@strata/core";
import type { Database } from "../../../db/client.ts";
import { applications } from "../../../db/schema/index.ts";
import type { Actor } from "../../../lib/workflow.ts";
import type { TestUser } from "../../../test/factories.ts";

/** An application row as a test needs it; a standard plan for a year at 64,000 MYR unless told. */
export async function createApplication(
  db: Database,
  input: {
    organisationId: string;
    status?: ApplicationStatus;
    amountSen?: number;
    nextApproverId?: string | null;
    lastStableStatus?: ApplicationStatus | null;
  },
) {
  const [row] = await db
    .insert(applications)
    .values({
      id: randomUUID(),
      organisationId: input.organisationId,
      kind: "registration",
      status: input.status ?? "new",
      planType: "standard",
      durationValue: 1,
      durationUnit: "years",
      amountSen: input.amountSen ?? 6_400_000,
      nextApproverId: input.nextApproverId ?? null,
      lastStableStatus: input.lastStableStatus ?? null,
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
