import { and, eq, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { SignInLimits } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/index.ts";
import { SIGN_IN_FAILURES_FORGOTTEN_AFTER_SECONDS, SIGN_IN_MAIL_WINDOW_SECONDS } from "./constants.ts";

/** Whether a request may go ahead; when not, how long until it may. */
export type LimitDecision = { limited: false } | { limited: true; retryAfterSeconds: number };

const normalEmail = (email: string) => email.trim().toLowerCase();
const interval = (seconds: number | SQL) => sql`make_interval(secs => ${seconds})`;
const retryAfter = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
const notLocked = or(isNull(rateLimits.lockedUntil), lte(rateLimits.lockedUntil, sql`now()`));

/**
 * Rows whose time is over are deleted now and then by whichever request comes by, so keys made up by
 * a client (random e-mail addresses) cannot pile up; no instance has to run a cleaner.
 */
async function purgeNowAndThen(db: Database) {
  if (Math.random() >= 0.01) return;
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, sql`now()`));
}

/**
 * Counts one hit in the key's fixed window, in one statement (concurrent hits on any instance cannot
 * both slip under the limit). Limited once the count passes `limit`, until the window ends.
 */
export async function hitFixedWindow(
  db: Database,
  key: string,
  opts: { limit: number; windowSeconds: number },
): Promise<LimitDecision> {
  const over = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      key,
      count: 1,
      windowStart: sql`now()`,
      expiresAt: sql`now() + ${interval(opts.windowSeconds)}`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${over} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${over} then now() else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${over} then now() + ${interval(opts.windowSeconds)} else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
  await purgeNowAndThen(db);
  return row.count <= opts.limit
    ? { limited: false }
    : { limited: true, retryAfterSeconds: retryAfter(row.expiresAt) };
}

/** A key of the growing lock: `limit` failures are free, then each one locks the key for longer. */
interface LockKey {
  key: string;
  limit: number;
}

/**
 * Counts a failure against a key unless it is locked, in one conditional statement; the failure
 * that reaches the limit locks the key for `lockSeconds`, and each further one doubles the lock up to
 * `maxLockSeconds`. Answers false when the key was locked (nothing counted).
 */
async function countFailure(db: Database, { key, limit }: LockKey, limits: SignInLimits): Promise<boolean> {
  const forget = Math.max(SIGN_IN_FAILURES_FORGOTTEN_AFTER_SECONDS, 2 * limits.maxLockSeconds);
  const lockAfter = (failures: SQL) =>
    sql`case when ${failures} >= ${limit}::int then now() + ${interval(
      sql`least(${limits.maxLockSeconds}::float8, ${limits.lockSeconds}::float8 * power(2::float8, least(${failures} - ${limit}::int, 30)))`,
    )} else null end`;
  const failures = sql`(case when ${rateLimits.expiresAt} <= now() then 1 else ${rateLimits.count} + 1 end)`;
  const update = () =>
    db
      .update(rateLimits)
      .set({
        count: failures,
        windowStart: sql`case when ${rateLimits.expiresAt} <= now() then now() else ${rateLimits.windowStart} end`,
        lockedUntil: lockAfter(failures),
        expiresAt: sql`now() + ${interval(forget)}`,
      })
      .where(and(eq(rateLimits.key, key), notLocked))
      .returning({ key: rateLimits.key });
  if ((await update()).length > 0) return true;
  const inserted = await db
    .insert(rateLimits)
    .values({
      key,
      count: 1,
      windowStart: sql`now()`,
      lockedUntil: lockAfter(sql`1`),
      expiresAt: sql`now() + ${interval(forget)}`,
    })
    .onConflictDoNothing()
    .returning({ key: rateLimits.key });
  if (inserted.length > 0) return true;
  // Another attempt created the row in between: count against it, unless it is now locked.
  return (await update()).length > 0;
}

/** Takes back a failure counted in advance; a lock that only this failure caused goes with it. */
async function uncountFailure(db: Database, { key, limit }: LockKey) {
  await db
    .update(rateLimits)
    .set({
      count: sql`greatest(${rateLimits.count} - 1, 0)`,
      lockedUntil: sql`case when ${rateLimits.count} - 1 >= ${limit}::int then ${rateLimits.lockedUntil} else null end`,
    })
    .where(eq(rateLimits.key, key));
}

async function lockedUntil(db: Database, keys: string[]): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: rateLimits.lockedUntil })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), sql`${rateLimits.lockedUntil} > now()`));
  const times = rows.map((r) => r.lockedUntil!.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}

/** The two locks of a sign-in: the client address, and the account from that address. */
function signInKeys(input: { email: string; address: string }, limits: SignInLimits) {
  const address: LockKey = { key: `signin-address:${input.address}`, limit: limits.perAddress };
  const accountAddress: LockKey = {
    key: `signin-account-address:${normalEmail(input.email)}|${input.address}`,
    limit: limits.perAccountAddress,
  };
  return { address, accountAddress };
}

/**
 * The same limits for a credential checked on every request (HTTP basic authentication of a service
 * account on /ogc and /gis): whether the address, or the account from it, is locked now. Nothing is
 * counted in advance (a key has 256 random bits: a burst of guesses cannot find one), so a good
 * request costs one read; `countCredentialFailure` counts a wrong one.
 */
export async function credentialLocked(
  db: Database,
  input: { account: string; address: string },
  limits: SignInLimits,
): Promise<LimitDecision> {
  const { address, accountAddress } = signInKeys({ email: input.account, address: input.address }, limits);
  const until = await lockedUntil(db, [address.key, accountAddress.key]);
  return until ? { limited: true, retryAfterSeconds: retryAfter(until) } : { limited: false };
}

/** Counts a wrong credential against the address and the account from it (the sign-in's locks). */
export async function countCredentialFailure(
  db: Database,
  input: { account: string; address: string },
  limits: SignInLimits,
) {
  const { address, accountAddress } = signInKeys({ email: input.account, address: input.address }, limits);
  await countFailure(db, address, limits);
  await countFailure(db, accountAddress, limits);
  await purgeNowAndThen(db);
}

/** A password sign-in that got past the limits; say how it ended. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Starts a password sign-in under the limits: per client address (one client trying many accounts)
 * and per account from that address (one client guessing one password). Never per account alone,
 * so failures from elsewhere cannot lock the owner out. The attempt counts as a failure before any
 * password work, so a burst of parallel guesses meets the lock too; `succeeded()` takes it back
 * (and forgives the account's earlier failures from that address).
 */
export async function beginSignInAttempt(
  db: Database,
  input: { email: string; address: string },
  limits: SignInLimits,
): Promise<{ decision: LimitDecision; attempt: SignInAttempt }> {
  const { address, accountAddress } = signInKeys(input, limits);
  const refuse = async () => {
    const until = await lockedUntil(db, [address.key, accountAddress.key]);
    const decision: LimitDecision = { limited: true, retryAfterSeconds: until ? retryAfter(until) : 1 };
    return { decision, attempt: { succeeded: async () => {} } };
  };
  if (await lockedUntil(db, [address.key, accountAddress.key])) return refuse();
  if (!(await countFailure(db, address, limits))) return refuse();
  if (!(await countFailure(db, accountAddress, limits))) {
    await uncountFailure(db, address);
    return refuse();
  }
  await purgeNowAndThen(db);
  return {
    decision: { limited: false },
    attempt: {
      async succeeded() {
        await uncountFailure(db, address);
        await db.delete(rateLimits).where(eq(rateLimits.key, accountAddress.key));
      },
    },
  };
}

/**
 * Counts a sign-in-link or password-reset e-mail request per account and per client address (every
 * request counts, whether or not the account exists). Limited: send nothing, answer as usual.
 */
export async function limitSignInMail(
  db: Database,
  input: { email: string; address: string },
  limits: SignInLimits,
): Promise<LimitDecision> {
  const window = SIGN_IN_MAIL_WINDOW_SECONDS;
  const account = await hitFixedWindow(db, `mail-account:${normalEmail(input.email)}`, {
    limit: limits.mailPerAccount,
    windowSeconds: window,
  });
  const address = await hitFixedWindow(db, `mail-address:${input.address}`, {
    limit: limits.mailPerAddress,
    windowSeconds: window,
  });
  if (account.limited) return account;
  return address;
}
