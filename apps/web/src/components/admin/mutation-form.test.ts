import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { submitMutation } from "./mutation-form.ts";

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
