import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { MAIL_JOB } from "../lib/outbox.ts";

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` escapes. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in a raw RFC 822 message that starts with `prefix`. */
export function findLink(raw: string, prefix: string): string {
  const text = decodeQuotedPrintable(raw);
  const start = text.indexOf(prefix);
  if (start < 0) throw new Error(`no link starting with ${prefix} in the message:\n${raw}`);
  return text.slice(start).split(/[\s"<>]/)[0];
}

/** The .eml files the mailer wrote under `dataDir/mail` for one recipient, oldest first. */
export async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, "mail");
  const files = await readdir(dir).catch(() => [] as string[]);
  const mine = files
    .filter((f) => f.endsWith(".eml") && f.includes(to.replace(/[^a-z0-9@.-]/gi, "_")))
    .sort();
  return Promise.all(mine.map((f) => readFile(path.join(dir, f), "utf8")));
}

/** The link of the newest message to `to` that starts with `prefix`. */
export async function latestLink(dataDir: string, to: string, prefix: string): Promise<string> {
  const mails = await mailsTo(dataDir, to);
  if (mails.length === 0) throw new Error(`no mail to ${to}`);
  return findLink(mails[mails.length - 1], prefix);
}

/**
 * Whether a message to `to` containing `text` arrives: the outbox's jobs are drained between looks,
 * for up to ten seconds.
 */
export async function mailArrives(
  app: { jobs: { drain(): Promise<unknown> } },
  dataDir: string,
  to: string,
  text: string,
): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt++) {
    await app.jobs.drain();
    const mails = (await mailsTo(dataDir, to)).map(decodeQuotedPrintable);
    if (mails.some((m) => m.includes(text))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** What the outbox helpers need of a test app (test/harness.ts `TestApp`). */
interface MailingApp {
  app: { jobs: { drain(): Promise<unknown> } };
  database: { db: Database };
  config: { dataDir: string };
}

/**
 * Waits until the outbox has sent everything queued so far (no e-mail job waits or runs), draining
 * between looks, for up to ten seconds: the outbox sends after the request has answered.
 */
export async function outboxSent({ app, database }: MailingApp): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    await app.jobs.drain();
    const [{ open }] = await database.db
      .select({ open: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), inArray(jobs.status, ["queued", "running"])));
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the outbox still holds e-mails after ten seconds");
}

/** `mailsTo` once the outbox has sent what was queued. */
export async function sentMailsTo(t: MailingApp, to: string): Promise<string[]> {
  await outboxSent(t);
  return mailsTo(t.config.dataDir, to);
}

/** `latestLink` once the outbox has sent what was queued. */
export async function sentLink(t: MailingApp, to: string, prefix: string): Promise<string> {
  await outboxSent(t);
  return latestLink(t.config.dataDir, to, prefix);
}
