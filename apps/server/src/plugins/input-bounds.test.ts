import * as core from "@strata/core";
import { boundedRecord, text, uniqueList } from "@strata/core";
import Fastify from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, type TestApp } from "../test/harness.ts";
import { inputValidatorCompiler, plainStrings, unboundedInputs } from "./input.ts";

/** Issue 24, "No request can starve the others": every array, string, set and record a client sends is bounded. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the bounds guardrail", () => {
  it("every registered route's body, query, params and headers are bounded", () => {
    expect(t.app.routeInputs.length).toBeGreaterThan(100);
    const unbounded = t.app.routeInputs.flatMap(({ method, url, schema }) =>
      Object.entries(schema).flatMap(([part, s]) =>
        [...unboundedInputs(s, part), ...plainStrings(s, part)].map((at) => `${method} ${url} ${at}`),
      ),
    );
    expect(unbounded).toEqual([]);
    const select = t.app.routeInputs.find((r) => r.method === "POST" && r.url === "/api/map/select");
    expect(select?.schema.body).toBe(core.mapSelectBodySchema);
  });

  it("every request schema @strata/core exports is bounded", () => {
    const requestSchemas = Object.entries(core).filter(
      ([name, value]) => /(Body|Query|Params|Input|Form)Schema$/.test(name) && value instanceof z.ZodType,
    );
    expect(requestSchemas.length).toBeGreaterThan(100);
    const unbounded = requestSchemas.flatMap(([name, schema]) => unboundedInputs(schema as z.ZodType, name));
    expect(unbounded).toEqual([]);
  });

  it("finds each unbounded array, string, set and record, by path", () => {
    const schema = z.object({
      ids: z.array(text().max(36)),
      note: text(),
      tags: z.set(text().max(20)),
      extra: z.record(text().max(20), z.number()),
      pair: z.tuple([z.number()], z.number()),
      nested: z.array(z.object({ names: z.array(text()).max(5) })).max(5),
      through: text().transform(Number).pipe(z.number()),
    });
    expect(unboundedInputs(schema, "body")).toEqual([
      "body.ids",
      "body.note",
      "body.tags",
      "body.extra",
      "body.pair",
      "body.nested[].names[]",
      "body.through",
    ]);
  });

  it("counts maxima, fixed-length formats, enum keys, boundedRecord and uniqueList as bounds", () => {
    const schema = z.object({
      ids: z.array(z.uuid()).max(10),
      day: text().check(z.iso.date()),
      email: core.emailText(),
      byType: z.record(core.catalogTypeSchema, z.number()),
      extra: boundedRecord(text().max(20), z.number(), 10),
      types: uniqueList(core.catalogTypeSchema, { max: 5 }).optional(),
      tags: z.set(text().max(20)).max(5),
      pair: z.tuple([z.number(), z.number()]),
    });
    expect(unboundedInputs(schema, "body")).toEqual([]);
  });

  it("a route whose body takes an unbounded array fails to start, naming the route and the field", async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(inputValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.post(
      "/planted",
      { schema: { body: z.object({ ids: z.array(text().max(36)).max(10), tags: z.array(text().max(20)) }) } },
      async () => ({}),
    );
    await expect(app.ready()).rejects.toThrow(
      /Route POST \/planted: body\.tags accept\(s\) an unbounded amount; give each a \.max\(\)/,
    );
    await app.close();
  });
});

describe("list inputs are de-duplicated", () => {
  const ids = uniqueList(text().max(10), { max: 4, min: 1 });

  it("keeps each value once, in first-seen order", () => {
    expect(ids.parse(["b", "a", "b", "b"])).toEqual(["b", "a"]);
  });

  it("applies the bound before de-duplication: repeats beyond it are refused, not collapsed", () => {
    expect(ids.safeParse(["a", "a", "a", "a", "a"]).success).toBe(false);
    expect(ids.safeParse([]).success).toBe(false);
  });

  it("a search's comma list of categories counts a repeated one once", () => {
    const query = core.catalogSearchQuerySchema.parse({
      q: "line",
      types: "Well_Log,Seismic_2D,Well_Log,Well_Log",
    });
    expect(query.types).toEqual(["Well_Log", "Seismic_2D"]);
  });

  it("boundedRecord refuses more entries than its bound", () => {
    const record = boundedRecord(text().max(5), z.number(), 2);
    expect(record.parse({ a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(record.safeParse({ a: 1, b: 2, c: 3 }).error?.issues[0].message).toBe("At most 2 entries");
  });

  it("the map selection's types count a repeated category once", async () => {
    const parsed = core.mapSelectBodySchema.parse({
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      },
      types: ["Well_Log", "Seismic_2D", "Well_Log"],
    });
    expect(parsed.types).toEqual(["Well_Log", "Seismic_2D"]);
  });
});
