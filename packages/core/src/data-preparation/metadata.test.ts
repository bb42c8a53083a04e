import { describe, expect, it } from "vitest";
import { type MetadataColumn, metadataRecordSchema } from "./metadata.ts";

const column = (
  key: string,
  kind: MetadataColumn["kind"],
  extra: Partial<MetadataColumn> = {},
): MetadataColumn => ({
  key,
  label: key.toUpperCase(),
  kind,
  required: false,
  editable: true,
  integer: false,
  ...extra,
});

const schema = metadataRecordSchema({
  columns: [
    column("code", "text", { required: true }),
    column("name", "text"),
    column("shots", "number", { integer: true }),
    column("length", "number"),
    column("spud", "date"),
    column("basic", "boolean"),
    column("dateAdded", "date", { editable: false }),
  ],
});

describe("metadataRecordSchema", () => {
  it("takes numbers, dates and flags from text, blanks as null, flags as false", () => {
    const parsed = schema.parse({
      code: " C-1 ",
      name: "",
      shots: "1,200",
      length: "12.5",
      spud: new Date(Date.UTC(2001, 4, 17)),
      dateAdded: "ignored",
      id: "ignored",
    });
    expect(parsed).toEqual({
      code: "C-1",
      name: null,
      shots: 1200,
      length: 12.5,
      spud: "2001-05-17",
      basic: false,
    });
    expect(schema.parse({ code: "C", basic: "yes", spud: "2001-05-17T00:00:00Z" })).toMatchObject({
      basic: true,
      spud: "2001-05-17",
    });
  });

  it("names the column of each problem: required, kinds, whole numbers, real dates, unknown keys", () => {
    const result = schema.safeParse({
      code: " ",
      shots: 1.5,
      length: "long",
      spud: "2001-02-30",
      basic: "maybe",
      colour: 1,
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => (i.code === "unrecognized_keys" ? i.keys[0] : i.path[0]));
    expect(issues.sort()).toEqual(["basic", "code", "colour", "length", "shots", "spud"]);
    const required = result.error!.issues.find((i) => i.path[0] === "code");
    expect(required?.message).toBe("CODE is required");
  });
});
