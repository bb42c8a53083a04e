import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPortalOrigin } from "./lib/origin.ts";
import { registerAccessControl } from "./plugins/access.ts";
import { createUser, signIn } from "./test/factories.ts";
import { buildTestApp, type TestApp } from "./test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the access guard", () => {
  it("refuses to start when a route declares no access", () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app, async () => null, createPortalOrigin({ publicUrl: null, trustProxy: false }));
    expect(() => app.get("/api/forgotten", async () => ({ ok: true }))).toThrow(
      /GET \/api\/forgotten declares no access/,
    );
    expect(() =>
      app.get("/api/declared", { config: { access: { public: true } } }, async () => ({})),
    ).not.toThrow();
  });

  it("answers 401 before validating the input of a protected route", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/change-password",
      payload: { nonsense: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: expect.any(String) } });
  });

  it("refuses a form-encoded body on a JSON route, so a cross-site form cannot post to it", async () => {
    const user = await createUser(t.database.db, { role: "standard" });
    const cookie = await signIn(t.app, user.email, user.password!);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/change-password",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "currentPassword=x&newPassword=attacker-chosen",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("errors", () => {
  it("gives malformed JSON a 400 in the one error shape", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTypeOf("string");
    expect(res.json().error.message).toBeTypeOf("string");
  });

  it("names the field of invalid input", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      payload: { email: "nope" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
    expect(res.json().error.message).toMatch(/^body\.email/);
  });

  it("answers an unknown API path with a 404 in the error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
  });

  it("turns a body over the limit into 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      payload: { email: `${"a".repeat(2 * 1024 * 1024)}@example.test` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("API documentation", () => {
  it("serves an OpenAPI document that lists the routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/users/me", "/api/auth/session"]));
  });
});
