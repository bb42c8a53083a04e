import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_JOB } from "../lib/outbox.ts";
import { createUser, signIn } from "../test/factories.ts";
import { buildTestApp, type TestApp } from "../test/harness.ts";

const TOKEN = "metrics-token-for-the-test-0123456789";
let t: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    env: { METRICS_TOKEN: TOKEN, METRICS_PORT: "0" },
    logger: { level: "info", stream: { write: (line) => lines.push(JSON.parse(line)) } },
  });
  // An e-mail held back for an hour: unsent before the first scrape (queue figures are cached 5 s).
  await t.app.jobs.enqueue(
    MAIL_JOB,
    { to: "ops@strata.test", subject: "lag", text: "x" },
    { runAfter: new Date(Date.now() + 3_600_000) },
  );
});
afterAll(() => t.close());

const scrape = () =>
  t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });

describe("/metrics on the public port", () => {
  it("is refused without the token (401) and with a wrong one (401)", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: expect.any(String) } });
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("counts a request under its route pattern and status, never its raw URL", async () => {
    const asked = await t.app.inject({
      method: "GET",
      url: "/api/news/00000000-0000-4000-8000-000000000000",
    });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toContain(
      `strata_http_request_duration_seconds_count{route="/api/news/:id",method="GET",status="${asked.statusCode}"} 1`,
    );
    expect(text).not.toContain("00000000-0000-4000-8000-000000000000");
  });

  it("reports the job queues, the outbox's lag, the database pool and the event loop", async () => {
    const text = (await scrape()).body;
    expect(text).toMatch(
      new RegExp(`strata_job_queue_depth\\{queue="${MAIL_JOB}",state="waiting"\\} 1$`, "m"),
    );
    const lag = Number(text.match(/^strata_outbox_oldest_unsent_age_seconds (\S+)$/m)?.[1]);
    expect(lag).toBeGreaterThan(0);
    expect(lag).toBeLessThan(600);
    expect(text).toMatch(/strata_job_queue_oldest_age_seconds\{queue="mail.send"\}/);
    expect(text).toMatch(
      /strata_db_pool_connections\{state="total",engine="(pglite|postgres)",pool="(embedded|ordinary)"\} [1-9]/,
    );
    expect(text).toMatch(/strata_nodejs_eventloop_lag_p99_seconds [0-9.e-]+/);
  });
});

describe("/metrics on METRICS_PORT", () => {
  it("listens on 127.0.0.1 and asks the token there too", async () => {
    const address = t.app.metricsAddress();
    expect(address?.address).toBe("127.0.0.1");
    const url = `http://127.0.0.1:${address?.port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("strata_http_request_duration_seconds");
    expect((await fetch(`http://127.0.0.1:${address?.port}/api/users/me`)).status).toBe(404);
  });
});

describe("the request log", () => {
  it("writes one line per request: route, method, status, duration, request id and user", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    const cookie = await signIn(t.app, user.email, user.password!);
    lines.length = 0;
    const res = await t.app.inject({ method: "GET", url: "/api/users/me", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const forRequest = lines.filter((line) => line.reqId === lines[0]?.reqId);
    expect(forRequest).toHaveLength(1);
    expect(forRequest[0]).toMatchObject({
      level: 30,
      msg: "request",
      route: "/api/users/me",
      method: "GET",
      status: 200,
      durationMs: expect.any(Number),
      reqId: expect.any(String),
      userId: user.id,
    });
  });

  it("keeps a signed link's token out of the line", async () => {
    lines.length = 0;
    await t.app.inject({ method: "GET", url: "/api/downloads/nothing?token=secret-value-123" });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).not.toContain("secret-value-123");
    expect(lines[0]).toMatchObject({ status: 404, route: "(unmatched)" });
  });
});
