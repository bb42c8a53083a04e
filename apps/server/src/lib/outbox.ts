import type { Database } from "../db/client.ts";
import type { JobRunner } from "../plugins/jobs.ts";
import type { Mailer, MailMessage } from "../plugins/mail.ts";
import type { Tx } from "./workflow.ts";

/** The job kind of the e-mail outbox. */
export const MAIL_JOB = "mail.send";
/** Tries of one message before it is given up (backoff of about 2, 4, 8, 16 s between them). */
export const MAIL_MAX_ATTEMPTS = 5;

/**
 * The durable e-mail outbox (ARCHITECTURE "Jobs"): a message is a job written in the caller's
 * transaction, so it is sent if and only if the change it tells about commits, and retried with
 * backoff when the SMTP server is away. The workers are woken once that transaction commits
 * (db/after-commit.ts), so no caller wakes them by hand.
 */
export interface Outbox {
  /** Queues in `tx`; outside a transaction (`db`) the message is queued and woken at once. */
  queue(tx: Tx | Database, message: MailMessage | MailMessage[]): Promise<void>;
}

export function createOutbox(jobs: JobRunner, mailer: Mailer): Outbox {
  jobs.register<MailMessage, void>(MAIL_JOB, {
    maxAttempts: MAIL_MAX_ATTEMPTS,
    run: async ({ job }) => mailer.send(job.payload),
  });
  return {
    async queue(tx, message) {
      for (const m of [message].flat()) {
        await jobs.enqueue(MAIL_JOB, m, { db: tx as Database });
      }
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The e-mail outbox (tests drain it with `app.jobs.drain()`). */
    outbox: Outbox;
  }
}
