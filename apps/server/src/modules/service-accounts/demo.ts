import { randomBytes, randomUUID } from "node:crypto";
import { gisRoleForTier, SERVICE_ACCOUNT_KEY_PREFIX, type ServiceAccountScope } from "@strata/core";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditEvents, gisUsers, serviceAccounts, users } from "../../db/schema/index.ts";
import { DEMO_ORGANISATIONS, DEMO_STAFF, demoEmail } from "../../lib/demo-accounts.ts";
import { hashSecret } from "../../lib/secrets.ts";
import { serviceAccountActor } from "./service.ts";

const DAY = 86_400_000;

interface DemoAccount {
  name: string;
  scopes: ServiceAccountScope[];
  createdDaysAgo: number;
  revokedDaysAgo?: number;
  calls: { path: string; method: string; statusCode: number; daysAgo: number }[];
  /** Demo customers (logins) the account mirrored to GIS roles, so its page lists GIS users. */
  mirrors?: string[];
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: "GIS side sync",
    scopes: ["catalogue:read", "map:read", "gis:users"],
    createdDaysAgo: 40,
    mirrors: ["standard", "premium"],
    calls: [
      { method: "POST", path: "/gis/user/create", statusCode: 200, daysAgo: 5 },
      { method: "GET", path: "/api/catalogs", statusCode: 200, daysAgo: 3 },
      { method: "GET", path: "/api/catalogs/Seismic_2D/data", statusCode: 200, daysAgo: 2 },
      { method: "GET", path: "/api/known-companies", statusCode: 403, daysAgo: 1 },
      { method: "GET", path: "/api/catalogs/search", statusCode: 200, daysAgo: 0.2 },
    ],
  },
  {
    name: "Partner loader (retired)",
    scopes: ["catalogue:read"],
    createdDaysAgo: 120,
    revokedDaysAgo: 30,
    calls: [
      { method: "GET", path: "/api/catalogs", statusCode: 200, daysAgo: 60 },
      { method: "GET", path: "/api/catalogs/Well/data", statusCode: 200, daysAgo: 45 },
    ],
  },
];

/**
 * Two service accounts, one revoked, each with a few audited calls. Their keys are random and
 * never shown: a newcomer rotates the active one's key on its page to try it.
 */
export async function seedServiceAccountDemo(db: Database) {
  const staff = DEMO_STAFF.find((s) => s.role === "data-admin")?.name ?? "Data staff";
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  for (const demo of DEMO_ACCOUNTS) {
    const id = randomUUID();
    const key = `${SERVICE_ACCOUNT_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
    const lastCall = Math.min(...demo.calls.map((c) => c.daysAgo));
    await db.insert(serviceAccounts).values({
      id,
      name: demo.name,
      scopes: demo.scopes,
      keyPrefix: key.slice(0, SERVICE_ACCOUNT_KEY_PREFIX.length + 6),
      keyHash: hashSecret(key),
      expiresAt: at(-365),
      createdAt: at(demo.createdDaysAgo),
      createdByName: staff,
      revokedAt: demo.revokedDaysAgo === undefined ? null : at(demo.revokedDaysAgo),
      revokedByName: demo.revokedDaysAgo === undefined ? null : staff,
      lastUsedAt: at(lastCall),
    });
    const staffActor = { actorUserId: null, actorRole: "data-admin", actorName: staff };
    const machine = serviceAccountActor({ id, name: demo.name });
    const machineActor = { actorUserId: machine.userId, actorRole: machine.role, actorName: machine.name };
    const subject = { subjectType: "service_account", subjectId: id };
    await db.insert(auditEvents).values([
      {
        id: randomUUID(),
        ...staffActor,
        ...subject,
        action: "service_account.create",
        after: { name: demo.name, scopes: demo.scopes },
        createdAt: at(demo.createdDaysAgo),
      },
      ...demo.calls.flatMap((call) => [
        {
          id: randomUUID(),
          ...machineActor,
          ...subject,
          action: "service_account.sign_in",
          createdAt: at(call.daysAgo + 0.001),
        },
        {
          id: randomUUID(),
          ...machineActor,
          ...subject,
          action: "service_account.call",
          after: { method: call.method, path: call.path, statusCode: call.statusCode },
          createdAt: at(call.daysAgo),
        },
      ]),
      ...(demo.revokedDaysAgo === undefined
        ? []
        : [
            {
              id: randomUUID(),
              ...staffActor,
              ...subject,
              action: "service_account.revoke",
              createdAt: at(demo.revokedDaysAgo),
            },
          ]),
    ]);
    await seedMirrors(db, id, demo.mirrors ?? [], at(5));
  }
}

async function seedMirrors(db: Database, accountId: string, logins: string[], createdAt: Date) {
  if (logins.length === 0) return;
  const tierOf = new Map(DEMO_ORGANISATIONS.map((c) => [demoEmail(c.login), c.tier]));
  const mirrored = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, logins.map(demoEmail)));
  const rows = mirrored.flatMap((u) => {
    const tier = tierOf.get(u.email);
    return tier
      ? [
          {
            userId: u.id,
            role: gisRoleForTier(tier),
            tier,
            createdByServiceAccountId: accountId,
            createdAt,
            updatedAt: createdAt,
          },
        ]
      : [];
  });
  if (rows.length > 0) await db.insert(gisUsers).values(rows);
}
