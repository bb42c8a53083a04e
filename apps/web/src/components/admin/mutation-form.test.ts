import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../../lib/api.ts";
import { checkedBy, submitMutation, typedList } from "./mutation-form.ts";

/** Runs one submit and answers the form-level messages set, in order, and the field errors set. */
async function run(send: () => Promise<unknown>, fields: readonly string[] = ["name"]) {
  const messages: (string | null)[] = [];
  const onFields: [string, string][] = [];
  await submitMutation(
    { name: "x" },
    send,
    (message) => messages.push(message),
    (name, error) => onFields.push([name, error.message ?? ""]),
    fields,
  );
  return { messages, onFields };
}

describe("a mutation form's submit", () => {
  it("clears the form-level message before it sends, and leaves it clear when the mutation succeeds", async () => {
    const order: string[] = [];
    const messages: (string | null)[] = [];
    await submitMutation(
      { name: "x" },
      async () => order.push("sent"),
      (message) => {
        messages.push(message);
        order.push("cleared");
      },
      () => {},
      ["name"],
    );
    expect(order).toEqual(["cleared", "sent"]);
    expect(messages).toEqual([null]);
  });

  it("puts a 400's issue on the field it names and sets no form-level message", async () => {
    const { messages, onFields } = await run(async () => {
      throw new ApiError(400, "VALIDATION_FAILED", "body.name: Taken", {
        issues: [{ field: "body.name", message: "Taken" }],
      });
    });
    expect(onFields).toEqual([["name", "Taken"]]);
    expect(messages).toEqual([null, null]);
  });

  it("shows any other failure as the form-level message", async () => {
    const { messages, onFields } = await run(async () => {
      throw new ApiError(409, "CONFLICT", "This cannot be done while the status is approved.");
    }, []);
    expect(onFields).toEqual([]);
    expect(messages).toEqual([null, "This cannot be done while the status is approved."]);
  });
});

describe("form schemas over core's schemas", () => {
  const union = z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("company"), name: z.string().min(1, "Name the company") }),
    z.object({ kind: z.literal("institute"), instituteId: z.string().min(1, "Choose an institute") }),
  ]);
  const flat = z
    .object({ kind: z.enum(["company", "institute"]), name: z.string(), instituteId: z.string() })
    .transform(checkedBy(union));

  it("checks a flat form by the chosen variant, puts its problem on the field and sends only that variant", () => {
    const refused = flat.safeParse({ kind: "institute", name: "Acme", instituteId: "" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["instituteId", "Choose an institute"],
    ]);
    expect(flat.parse({ kind: "company", name: "Acme", instituteId: "" })).toEqual({
      kind: "company",
      name: "Acme",
    });
  });

  it("puts a typed list's first problem on the field itself, not on an item", () => {
    const blocks = z.object({
      blocks: z
        .string()
        .transform(
          typedList(
            (line) => line.split(",").filter(Boolean),
            z.array(z.string().max(5, "At most 5 characters")).min(1, "Name a block"),
          ),
        ),
    });
    expect(blocks.parse({ blocks: "PM303,SK1" })).toEqual({ blocks: ["PM303", "SK1"] });
    expect(
      blocks
        .safeParse({ blocks: "PM303,TOOLONGNAME" })
        .error?.issues.map((i) => [i.path.join("."), i.message]),
    ).toEqual([["blocks", "At most 5 characters"]]);
    expect(blocks.safeParse({ blocks: "" }).error?.issues[0]?.message).toBe("Name a block");
  });
});
