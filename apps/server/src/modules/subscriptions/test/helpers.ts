import type { StaffRole, Tier } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { subscriptions } from "../../../db/schema/index.ts";
import { createOrganisation, createUser, signIn } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";

export function request(t: TestApp) {
  return (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, cookie = "", payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

export async function subscriptionOf(db: Database, organisationId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.organisationId, organisationId));
  return row;
}

/** An organisation of `tier` with its signed-in primary user and a signed-in member. */
export async function customerOrganisation(
  t: TestApp,
  input: {
    tier?: Tier;
    endsAt?: Date | null;
    status?: "active" | "expired";
  } = {},
) {
  const tier = input.tier ?? "standard";
  const organisation = await createOrganisation(t.database.db, {
    tier,
    subscriptionStatus: input.status,
    subscriptionExpiresAt:
      input.endsAt === undefined ? new Date(Date.now() + 200 * 86_400_000) : input.endsAt,
  });
  const primary = await createUser(t.database.db, {
    role: tier,
    organisationId: organisation.id,
    isPrimary: true,
  });
  const member = await createUser(t.database.db, { role: tier, organisationId: organisation.id });
  return {
    organisation,
    primary,
    member,
    primaryCookie: await signIn(t.app, primary.email, primary.password as string),
    memberCookie: await signIn(t.app, member.email, member.password as string),
    subscription: await subscriptionOf(t.database.db, organisation.id),
  };
}

export async function staff(t: TestApp, role: StaffRole = "admin") {
  const user = await createUser(t.database.db, { role });
  return { user, cookie: await signIn(t.app, user.email, user.password as string) };
}
