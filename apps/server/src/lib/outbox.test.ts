import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { jobs } from "../db/schema/index.ts";
import { buildTestApp, type TestApp } from "../test/harness.ts";
import { MAIL_JOB } from "./outbox.ts";

// A real SMTP server that turns the first delivery away (as a server under maintenance would).
const received: { to: string[]; raw: string }[] = [];
let refuseNext = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (refuseNext > 0) {
        refuseNext--;
        callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        return;
      }
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString(),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  // No runner of its own: the test runs the queued jobs with drain(), so it sees each attempt.
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_CONCURRENCY: "0" } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailJobsTo = async (to: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB))).filter(
    (job) => (job.payload as { to: string }).to === to,
  );

it("sends a queued e-mail over SMTP once its transaction commits, and again after the server turned it away", async () => {
  const to = "retry@example.test";
  refuseNext = 1;
  await t.database.db.transaction(async (tx) => {
    await t.app.outbox.queue(tx, { to, subject: "Your application is approved", text: "Welcome aboard." });
  });
  await t.app.jobs.drain();
  expect(received.filter((m) => m.to.includes(to))).toHaveLength(0);
  const [failed] = await mailJobsTo(to);
  expect(failed).toMatchObject({ status: "queued", attempts: 1 });

  // The retry waits its backoff (2 s after the first attempt), then delivers exactly once.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  await t.app.jobs.drain();
  const delivered = received.filter((m) => m.to.includes(to));
  expect(delivered).toHaveLength(1);
  expect(delivered[0].raw).toMatch(/^Subject: Your application is approved/m);
  expect((await mailJobsTo(to))[0].status).toBe("succeeded");
  await t.app.jobs.drain();
  expect(received.filter((m) => m.to.includes(to))).toHaveLength(1);
});

it("sends nothing when the change it tells about rolls back", async () => {
  const to = "rolled-back@example.test";
  await expect(
    t.database.db.transaction(async (tx) => {
      await t.app.outbox.queue(tx, { to, subject: "Approved", text: "This never happened." });
      throw new Error("the approval failed");
    }),
  ).rejects.toThrow("the approval failed");
  await t.app.jobs.drain();
  expect(await mailJobsTo(to)).toEqual([]);
  expect(received.filter((m) => m.to.includes(to))).toHaveLength(0);
});
