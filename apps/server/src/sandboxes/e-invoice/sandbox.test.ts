import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EInvoiceSandbox, startEInvoiceSandbox } from "./index.ts";

// biome-ignore lint/suspicious/noExplicitAny: the tests read answers of a known shape
type Json = any;
const json = async (res: Response): Promise<Json> => res.json();

let sandbox: EInvoiceSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startEInvoiceSandbox({ clientId: "id", clientSecret: "secret" });
  const res = await fetch(`${sandbox.url}/connect/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials&client_id=id&client_secret=secret&scope=InvoicingAPI",
  });
  const body = await json(res);
  expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
  token = body.access_token;
});
afterAll(() => sandbox.close());

function payload(json: string, hash?: string) {
  const document = Buffer.from(json).toString("base64");
  return {
    documents: [
      {
        format: "JSON",
        document,
        documentHash: hash ?? createHash("sha256").update(json).digest("hex"),
        codeNumber: "INV-1",
      },
    ],
  };
}
const submit = (body: unknown, bearer = token) =>
  fetch(`${sandbox.url}/api/v1.0/documentsubmissions`, {
    method: "POST",
    headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the sandbox e-invoice server", () => {
  it("refuses wrong client credentials", async () => {
    const res = await fetch(`${sandbox.url}/connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials&client_id=id&client_secret=wrong",
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ error: "invalid_client" });
  });

  it("answers 401 in the authority's error shape without a valid token", async () => {
    const res = await submit(payload("{}"), "nope");
    expect(res.status).toBe(401);
    expect((await json(res)).error).toMatchObject({ errorCode: "Unauthorized" });
  });

  it("accepts a document (202) and refuses the same payload within 10 minutes", async () => {
    const body = payload('{"n":1}');
    const first = await submit(body);
    expect(first.status).toBe(202);
    expect(await json(first)).toMatchObject({
      acceptedDocuments: [{ invoiceCodeNumber: "INV-1" }],
      rejectedDocuments: [],
    });
    const again = await submit(body);
    expect(again.status).toBe(422);
    expect((await json(again)).error.errorCode).toBe("DuplicateSubmission");
    sandbox.control.advanceHours(0.2);
    expect((await submit(body)).status).toBe(202);
  });

  it("rejects a document whose hash is wrong", async () => {
    const res = await submit(payload('{"n":2}', "0".repeat(64)));
    expect(res.status).toBe(202);
    const body = await json(res);
    expect(body.acceptedDocuments).toEqual([]);
    expect(body.rejectedDocuments[0].error.code).toBe("IncorrectSubmitterHash");
  });

  it("answers a queued 429 with Retry-After, through its control API", async () => {
    const control = await fetch(`${sandbox.url}/__sandbox/outcomes`, {
      method: "POST",
      body: JSON.stringify({
        operation: "submit",
        outcomes: [{ kind: "rate-limit", retryAfterSeconds: 30 }],
      }),
    });
    expect(control.status).toBe(200);
    const res = await submit(payload('{"n":3}'));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("30");
  });
});
