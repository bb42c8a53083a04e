import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { signInAttempts } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { SIGN_IN_RATE_LIMIT_WINDOW_SECONDS } from "./constants.ts";

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Counts one attempt in the key's fixed window, in one statement, so concurrent attempts on any
 * instance cannot both slip under the limit. Answers the count and when the window ends.
 */
async function countAttempt(db: Database, key: string): Promise<{ count: number; resetsAt: Date }> {
  const expired = sql`${signInAttempts.windowStart} <= now() - make_interval(secs => ${SIGN_IN_RATE_LIMIT_WINDOW_SECONDS})`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: signInAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${signInAttempts.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${signInAttempts.windowStart} end`,
      },
    })
    .returning({ count: signInAttempts.count, windowStart: signInAttempts.windowStart });
  return {
    count: row.count,
    resetsAt: new Date(row.windowStart.getTime() + SIGN_IN_RATE_LIMIT_WINDOW_SECONDS * 1000),
  };
}

/**
 * Records a sign-in attempt for the account and the client address; throws 429 RATE_LIMITED when
 * either is over its limit. Every attempt counts, so the check happens before any password work.
 */
export async function recordSignInAttempt(
  db: Database,
  input: { email: string; address: string },
  limits: Config["signInLimits"],
): Promise<void> {
  const account = await countAttempt(db, accountKey(input.email));
  const address = await countAttempt(db, addressKey(input.address));
  const over = [
    account.count > limits.perAccount ? account.resetsAt : null,
    address.count > limits.perAddress ? address.resetsAt : null,
  ].filter((d): d is Date => d !== null);
  if (over.length === 0) return;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((Math.max(...over.map((d) => d.getTime())) - Date.now()) / 1000),
  );
  throw new AppError("RATE_LIMITED", "Too many sign-in attempts. Please wait a few minutes and try again.", {
    retryAfterSeconds,
  });
}

/** A successful sign-in clears the account's count, so its owner is not locked out by earlier typos. */
export async function clearAccountAttempts(db: Database, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, accountKey(email)));
}
