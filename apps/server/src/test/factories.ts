import {
  type AddOn,
  isTier,
  type SubscriptionStatus,
  type Tier,
  type UserRole,
  type UserStatus,
} from "@strata/core";
import { hashPassword } from "better-auth/crypto";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.ts";
import { createOrganisationRecord, createUserAccount } from "../lib/accounts.ts";

/** The password factory users get unless a test gives another. */
export const DEFAULT_PASSWORD = "correct horse battery staple";

let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;

// scrypt is slow on purpose; tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createOrganisation(
  db: Database,
  input: {
    tier: Tier;
    subscriptionStatus?: SubscriptionStatus;
    subscriptionExpiresAt?: Date | null;
    name?: string;
  },
) {
  const name = input.name ?? `Organisation ${next()}`;
  const id = await createOrganisationRecord(db, { ...input, name });
  return { id, name, tier: input.tier };
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  organisationId: string | null;
  /** The plain password, or null for an invited user. */
  password: string | null;
}

/**
 * A user; a customer (a tier role) without an `organisationId` gets an organisation of that tier.
 * Invited users have no password unless one is given.
 */
export async function createUser(
  db: Database,
  input: {
    role: UserRole;
    organisationId?: string | null;
    password?: string;
    status?: UserStatus;
    isPrimary?: boolean;
    addOns?: AddOn[];
    email?: string;
    name?: string;
  },
): Promise<TestUser> {
  const n = next();
  const email = (input.email ?? `user-${n}@example.test`).toLowerCase();
  const name = input.name ?? `User ${n}`;
  let organisationId = input.organisationId ?? null;
  if (input.organisationId === undefined && isTier(input.role)) {
    organisationId = (await createOrganisation(db, { tier: input.role })).id;
  }
  const password = input.password ?? (input.status === "invited" ? null : DEFAULT_PASSWORD);
  const id = await createUserAccount(db, {
    email,
    name,
    role: input.role,
    organisationId,
    addOns: input.addOns,
    isPrimary: input.isPrimary,
    status: input.status,
    passwordHash: password ? await hashOnce(password) : undefined,
  });
  return { id, email, name, role: input.role, organisationId, password };
}

/** The Cookie header of a set of response cookies; an empty value (a cleared cookie) drops the cookie. */
export function cookieHeader(cookies: { name: string; value: string }[], previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map(
        (pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as [string, string],
      ),
  );
  for (const { name, value } of cookies) {
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A CSRF token and the Cookie header that goes with it. */
export async function getCsrf(
  app: FastifyInstance,
  cookie = "",
): Promise<{ csrfToken: string; cookie: string }> {
  const res = await app.inject({ method: "GET", url: "/api/auth/csrf", headers: cookie ? { cookie } : {} });
  return { csrfToken: res.json().csrfToken, cookie: cookieHeader(res.cookies, cookie) };
}

/** Signs in through the credentials contract, as the web app does; answers the Cookie header of the session. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const csrf = await getCsrf(app);
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/callback/credentials",
    headers: { cookie: csrf.cookie },
    payload: { csrfToken: csrf.csrfToken, email, password, callbackUrl: "/", json: "true" },
  });
  const url: string | undefined = res.json().url;
  if (res.statusCode !== 200 || !url || url.includes("error=")) {
    throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  }
  return cookieHeader(res.cookies, csrf.cookie);
}
