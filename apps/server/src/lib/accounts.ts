import { randomUUID } from "node:crypto";
import type { AddOn, SubscriptionStatus, UserRole, UserStatus } from "@strata/core";
import { hashPassword } from "better-auth/crypto";
import type { Database } from "../db/client.ts";
import { accounts, organisations, subscriptions, users } from "../db/schema/index.ts";

export interface NewUser {
  email: string;
  name: string;
  role: UserRole;
  organisationId?: string | null;
  addOns?: AddOn[];
  isPrimary?: boolean;
  status?: UserStatus;
  /** A plain password, or an already computed hash (the seed hashes its one password once). */
  password?: string;
  passwordHash?: string;
}

/** Inserts a user and, when a password is given, their credential account (better-auth's layout). */
export async function createUserAccount(db: Database, input: NewUser): Promise<string> {
  const id = randomUUID();
  const hash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : undefined);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email: input.email.toLowerCase(),
      name: input.name,
      emailVerified: input.status !== "invited",
      role: input.role,
      organisationId: input.organisationId ?? null,
      addOns: input.addOns ?? [],
      isPrimary: input.isPrimary ?? false,
      status: input.status ?? "active",
    });
    if (hash) {
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    }
  });
  return id;
}

export interface NewOrganisation {
  name: string;
  tier: string;
  kind?: "company" | "institute";
  countryCode?: string | null;
  registrationNumber?: string | null;
  address?: string | null;
  /** Its subscription's status (active unless told) and end. */
  subscriptionStatus?: SubscriptionStatus;
  subscriptionStartsAt?: Date | null;
  subscriptionExpiresAt?: Date | null;
  addOns?: AddOn[];
}

const YEAR_MS = 365 * 86_400_000;

/**
 * A period starts now unless it has already ended: then it ran the year before its end, so an expired
 * subscription never shows a period that runs backwards.
 */
function defaultStart(status: string, endsAt: Date | null): Date | null {
  if (status === "inactive") return null;
  const now = new Date();
  return endsAt && endsAt < now ? new Date(endsAt.getTime() - YEAR_MS) : now;
}

/** Inserts an organisation and its one subscription row. */
export async function createOrganisationRecord(db: Database, input: NewOrganisation): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(organisations).values({
      id,
      name: input.name,
      tier: input.tier,
      kind: input.kind ?? "company",
      countryCode: input.countryCode ?? null,
      registrationNumber: input.registrationNumber ?? null,
      address: input.address ?? null,
    });
    const status = input.subscriptionStatus ?? "active";
    await tx.insert(subscriptions).values({
      id: randomUUID(),
      organisationId: id,
      planType: input.tier,
      status,
      addOnsType: input.addOns ?? [],
      startsAt: input.subscriptionStartsAt ?? defaultStart(status, input.subscriptionExpiresAt ?? null),
      endsAt: input.subscriptionExpiresAt ?? null,
    });
  });
  return id;
}
