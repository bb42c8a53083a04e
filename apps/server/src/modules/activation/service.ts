import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, like, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts, users, verifications } from "../../db/schema/index.ts";
import { tokenInvalid } from "../../lib/errors.ts";
import { userStore } from "../../lib/user-workflow.ts";
import { applyTransitionIn, systemActor, type Tx } from "../../lib/workflow.ts";
import type { Mailer } from "../../plugins/mail.ts";

/** An invitation link works once, within this time. */
export const ACTIVATION_EXPIRES_IN_SECONDS = 7 * 24 * 3600;
/** The web app's page that asks an invited user for their password. */
export const ACTIVATION_PAGE = "/activate";

const IDENTIFIER_PREFIX = "activation:";
// Only a hash is stored, so a copy of the database cannot be used to take over an invited account.
const identifierOf = (token: string) =>
  `${IDENTIFIER_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

/**
 * Issues a new invitation token for an invited user; earlier invitations of the user stop working.
 * Takes the caller's transaction too, so an invitation and its e-mail commit together.
 */
export async function createInvitation({
  db,
  userId,
}: {
  db: Database | Tx;
  userId: string;
}): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await (db as Database).transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, userId), like(verifications.identifier, `${IDENTIFIER_PREFIX}%`)));
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: identifierOf(token),
      value: userId,
      expiresAt: new Date(Date.now() + ACTIVATION_EXPIRES_IN_SECONDS * 1000),
    });
  });
  return token;
}

/** The invitation e-mail of an invited user (sent now, or queued in the outbox). */
export function invitationMessage(input: { email: string; name: string; token: string; linkOrigin: string }) {
  const link = new URL(ACTIVATION_PAGE, input.linkOrigin);
  link.searchParams.set("token", input.token);
  const days = Math.round(ACTIVATION_EXPIRES_IN_SECONDS / 86400);
  return {
    to: input.email,
    subject: "You are invited to Strata",
    link: link.toString(),
    text: `Hello ${input.name},\n\nyou have been invited to Strata. Choose your password here to activate your account:\n\n${link}\n\nThe link works once and expires in ${days} days.\n`,
  };
}

/**
 * E-mails an invitation. `linkOrigin` is where the link points: `PUBLIC_URL`, or the origin of the
 * request that caused the invitation (lib/origin.ts `forLinks`), since a job may send it later.
 */
export async function sendInvitationEmail(
  { mailer }: { mailer: Mailer },
  input: { email: string; name: string; token: string; linkOrigin: string },
): Promise<void> {
  await mailer.send(invitationMessage(input));
}

/** The invited user a token belongs to; throws TOKEN_INVALID when it is unknown, used, expired or the user is no longer invited. */
export async function findInvitation({ db, token }: { db: Database; token: string }) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(
      and(
        eq(verifications.identifier, identifierOf(token)),
        gt(verifications.expiresAt, sql`now()`),
        eq(users.status, "invited"),
      ),
    );
  if (!row) throw tokenInvalid();
  return row;
}

/**
 * Uses up the token, sets the password and makes the user active, in one transaction: the token is
 * deleted with a conditional delete, so two concurrent requests cannot both activate.
 */
export async function activateUser({
  db,
  token,
  passwordHash,
}: {
  db: Database;
  token: string;
  passwordHash: string;
}) {
  await db.transaction(async (tx) => {
    const [consumed] = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, sql`now()`)))
      .returning({ userId: verifications.value });
    if (!consumed) throw tokenInvalid();
    const [invited] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, consumed.userId), eq(users.status, "invited")))
      .for("update");
    if (!invited) throw tokenInvalid();
    const { after: user } = await applyTransitionIn(tx, {
      store: userStore,
      id: invited.id,
      action: "accept",
      actor: systemActor("invitation"),
      from: "invited",
      // The invitation link reached the mailbox, which proves the address.
      set: { emailVerified: true },
    });
    await tx.delete(accounts).where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
    // better-auth's layout: the credential account's accountId is the user id.
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: user.id,
      providerId: "credential",
      userId: user.id,
      password: passwordHash,
    });
  });
}
