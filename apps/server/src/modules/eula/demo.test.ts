import { afterAll, beforeAll, expect, it } from "vitest";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { seedStaticContent } from "../../seed/demo.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { EULA_PENDING_LOGIN, seedContactEulaDemo } from "./demo.ts";

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp({ env: { JOB_CONCURRENCY: "0" } });
  await seedStaticContent(t.database.db);
  for (const [login, role] of [
    [EULA_PENDING_LOGIN, "mpm-study"],
    ["standard", "standard"],
    ["admin", "admin"],
  ] as const) {
    const user = await createUser(t.database.db, {
      role,
      email: demoEmail(login),
      isPrimary: role !== "admin",
    });
    cookies[login] = await signIn(t.app, user.email, user.password!);
  }
  await seedContactEulaDemo(t.database.db);
});
afterAll(() => t.close());

it("asks only the pending demo customer to accept the EULA in force, shown on the public page", async () => {
  const status = async (login: string) =>
    (
      await t.app.inject({ method: "GET", url: "/api/eula/status", headers: { cookie: cookies[login] } })
    ).json();
  expect(await status(EULA_PENDING_LOGIN)).toMatchObject({ mustAccept: true, current: { version: 2 } });
  expect((await status("standard")).mustAccept).toBe(false);
  const page = (await t.app.inject({ method: "GET", url: "/api/static-content/eula" })).json();
  expect(page.body).toContain("may not be");
});

it("fills the staff inbox with contact messages and feedback", async () => {
  const inbox = (
    await t.app.inject({ method: "GET", url: "/api/admin/messages", headers: { cookie: cookies.admin } })
  ).json();
  expect(inbox.pageTotal).toBe(5);
  expect(new Set(inbox.result.map((m: { kind: string }) => m.kind))).toEqual(
    new Set(["contact", "feedback"]),
  );
});
