import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStaticContent } from "../../seed/demo.ts";
import { createUser, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedStaticContent(t.database.db);
});
afterAll(() => t.close());

describe("public static content", () => {
  it("serves about-us and the EULA to visitors without a session", async () => {
    for (const slug of ["about-us", "eula"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/static-content/${slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ slug, title: expect.any(String), body: expect.any(String) });
    }
  });

  it("rejects an unknown page with 400 naming the field", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/static-content/secrets" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^params\.slug/);
  });

  it("hides an unpublished page from visitors", async () => {
    const admin = await createUser(t.database.db, { role: "superadmin" });
    const cookie = await signIn(t.app, admin.email, admin.password!);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/static-content/eula",
      headers: { cookie },
      payload: { title: "EULA draft", body: "Draft terms.", published: false },
    });
    expect(put.statusCode).toBe(200);
    const res = await t.app.inject({ method: "GET", url: "/api/static-content/eula" });
    expect(res.statusCode).toBe(404);
  });
});

describe("editing static content", () => {
  it("lets a superadmin replace the about-us text", async () => {
    const admin = await createUser(t.database.db, { role: "superadmin" });
    const cookie = await signIn(t.app, admin.email, admin.password!);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/static-content/about-us",
      headers: { cookie },
      payload: { title: "About the repository", body: "First paragraph.\n\nSecond paragraph." },
    });
    expect(put.statusCode).toBe(200);
    const res = await t.app.inject({ method: "GET", url: "/api/static-content/about-us" });
    expect(res.json()).toMatchObject({
      title: "About the repository",
      body: "First paragraph.\n\nSecond paragraph.",
    });
  });

  it("answers 400 naming the field when the title is empty", async () => {
    const admin = await createUser(t.database.db, { role: "superadmin" });
    const cookie = await signIn(t.app, admin.email, admin.password!);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/static-content/about-us",
      headers: { cookie },
      payload: { title: "  ", body: "Text" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.title/);
  });

  it("answers 401 without a session and 403 for a customer", async () => {
    const anonymous = await t.app.inject({
      method: "PUT",
      url: "/api/admin/static-content/about-us",
      payload: { title: "x", body: "y" },
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await createUser(t.database.db, { role: "premium", isPrimary: true });
    const cookie = await signIn(t.app, customer.email, customer.password!);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/static-content/about-us",
      headers: { cookie },
      payload: { title: "x", body: "y" },
    });
    expect(res.statusCode).toBe(403);
  });
});
