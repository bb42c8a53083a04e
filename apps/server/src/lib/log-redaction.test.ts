import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/harness.ts";
import { redactUrl } from "./log-redaction.ts";

describe("redactUrl", () => {
  it("hides a token wherever it is in the query and keeps the rest", () => {
    expect(redactUrl("/api/download-packagers/p1/signed-download?token=123.abc")).toBe(
      "/api/download-packagers/p1/signed-download?token=[redacted]",
    );
    expect(redactUrl("/x?a=1&TOKEN=s3cret&b=2")).toBe("/x?a=1&TOKEN=[redacted]&b=2");
    expect(redactUrl("/x?tokens=visible&mytoken=visible")).toBe("/x?tokens=visible&mytoken=visible");
  });
});

describe("the request log", () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: "info", stream: { write: (line) => lines.push(line) } } });
  });
  afterAll(() => t.close());

  it("never keeps a signed download link's token", async () => {
    const secret = "4102444800.c2VjcmV0LXNpZ25hdHVyZQ";
    const res = await t.app.inject({
      method: "GET",
      url: `/api/download-packagers/no-such-package/signed-download?token=${secret}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const logged = lines.filter((line) => line.includes("signed-download"));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join("\n")).not.toContain(secret);
    expect(logged.join("\n")).toContain("token=[redacted]");
  });
});
