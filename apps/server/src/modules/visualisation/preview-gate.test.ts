import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { segyFile } from "../../lib/demo-catalog/sample-files.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { type SignedInUser, signedInUser } from "../catalogs/test/catalog-factory.ts";
import { recordWithFiles } from "../downloads/test/helpers.ts";
import { previewWork } from "./preview-gate.ts";

let t: TestApp;
let standard: SignedInUser;
let fileId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const line = segyFile({
    client: "Strata",
    company: "Strata",
    survey: "GATE",
    line: "GATE-1",
    usi: "GATE-USI",
    crs: "GDM2000",
    year: 2020,
    positions: Array.from({ length: 30 }, (_, i) => ({ lon: 104, lat: 5 + i / 1000, shotpoint: 100 + i })),
  });
  fileId = `${(await recordWithFiles(t, { files: [line] })).id}-0`;
  standard = await signedInUser(t.app, t.database.db, { role: "standard" });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: standard.cookie } });

describe("preview work is bounded per instance", () => {
  it("a preview past the running and waiting ones is answered 503 at once, and answers again once they end", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Two running and twenty waiting: the gate is full.
    const holders = Array.from({ length: 22 }, () => previewWork.run(() => held));
    try {
      for (const call of ["geometry", "headers", "section?width=10&height=10"]) {
        const refused = await get(`/api/visualisation/seismic/${fileId}/${call}`);
        expect(refused.statusCode, call).toBe(503);
        expect(refused.json().error).toEqual({
          code: "SERVICE_UNAVAILABLE",
          message: "Too many previews are running; try again in a moment.",
        });
      }
      // Rights are decided before the queue: a file the user may not open is still a 404 at once.
      expect((await get("/api/visualisation/seismic/no-such-file/geometry")).statusCode).toBe(404);
    } finally {
      release();
      await Promise.all(holders);
    }
    const answered = await get(`/api/visualisation/seismic/${fileId}/geometry`);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().traceCount).toBe(30);
  });
});
