import { defineAbilityFor, isStaffRole, type UserRole } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import type { Actor } from "./workflow.ts";

/** The actor a demo user is when the seed writes history in their name. */
export async function demoActor(db: Database, email: string): Promise<Actor> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`demo user ${email} is missing`);
  return {
    userId: user.id,
    role: user.role,
    name: user.name,
    ability: defineAbilityFor({
      id: user.id,
      role: user.role as UserRole,
      addOnsType: [],
      isPrimary: user.isPrimary,
      isExpired: false,
    }),
    organisationId: user.organisationId,
    isPrimary: user.isPrimary,
    isStaff: isStaffRole(user.role),
    automatic: false,
    requestId: null,
  };
}
