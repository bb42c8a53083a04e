import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PaymentGatewaySandbox,
  startPaymentGatewaySandbox,
} from "../../sandboxes/payment-gateway/index.ts";
import { signFields } from "../../sandboxes/payment-gateway/signature.ts";
import { createPaymentGateway, signatureOf } from "./gateway.ts";

const KEY = "S-s7hPOBOCFuMfjRw1uDX2Sg";

describe("the Billplz signature rule", () => {
  it("signs the keyvalue strings sorted case-insensitively by their bytes, joined with |", () => {
    const fields = {
      id: "W_79pJDk",
      Paid: "true",
      paid_amount: "200",
      amount: "200",
      x_signature: "ignored",
    };
    // "paid_amount200" before "paidtrue": "_" (0x5f) sorts before "t" (0x74) once lower-cased.
    const source = "amount200|idW_79pJDk|paid_amount200|Paidtrue";
    const expected = createHmac("sha256", KEY).update(source).digest("hex");
    expect(signatureOf(fields, KEY)).toBe(expected);
    // The sandbox's own copy of the rule agrees.
    expect(signFields(fields, KEY)).toBe(expected);
  });

  it("verifies only the merchant's signature, in constant time, whatever its case", () => {
    const gateway = createPaymentGateway({
      url: "http://127.0.0.1:1",
      apiKey: "k",
      signatureKey: KEY,
      sandboxPort: 0,
    })!;
    const fields = { id: "bill", paid: "true", paid_amount: "100" };
    const signature = signatureOf(fields, KEY);
    expect(gateway.verify({ ...fields, x_signature: signature })).toBe(true);
    expect(gateway.verify({ ...fields, x_signature: signature.toUpperCase() })).toBe(true);
    expect(gateway.verify({ ...fields, paid_amount: "1", x_signature: signature })).toBe(false);
    expect(gateway.verify({ ...fields, x_signature: "short" })).toBe(false);
    expect(gateway.verify(fields)).toBe(false);
  });
});

describe("the sandbox gateway's control API (over HTTP)", () => {
  let sandbox: PaymentGatewaySandbox;
  const auth = { authorization: `Basic ${Buffer.from("key:").toString("base64")}` };
  beforeAll(async () => {
    sandbox = await startPaymentGatewaySandbox({ apiKey: "key", signatureKey: KEY });
  });
  afterAll(() => sandbox.close());

  const createBill = () =>
    fetch(`${sandbox.url}/api/v3/bills`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({
        email: "payer@example.test",
        name: "Payer",
        amount: 12345,
        description: "Invoice INV-1",
        callback_url: "http://127.0.0.1:1/callback",
        redirect_url: "http://127.0.0.1:1/return",
        reference_1: "p1",
      }),
    });

  it("creates bills, lists them, goes down and comes back", async () => {
    const created = await createBill();
    expect(created.status).toBe(200);
    const bill = (await created.json()) as { id: string };
    expect(bill).toMatchObject({ amount: 12345, state: "due", url: `${sandbox.url}/bills/${bill.id}` });
    const read = await fetch(`${sandbox.url}/api/v3/bills/${bill.id}`, { headers: auth });
    expect(await read.json()).toMatchObject({ id: bill.id, paid: false });
    expect((await fetch(`${sandbox.url}/api/v3/bills/${bill.id}`)).status).toBe(401);

    const listed = (await (await fetch(`${sandbox.url}/__sandbox/bills`)).json()) as { id: string }[];
    expect(listed.map((b) => b.id)).toContain(bill.id);

    const down = await fetch(`${sandbox.url}/__sandbox/down`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ down: true }),
    });
    expect(await down.json()).toEqual({ down: true });
    expect((await createBill()).status).toBe(503);
    await fetch(`${sandbox.url}/__sandbox/down`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ down: false }),
    });
    expect((await createBill()).status).toBe(200);
  });

  it("refuses a bill without its fields (422) or with a wrong API key (401)", async () => {
    const missing = await fetch(`${sandbox.url}/api/v3/bills`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ amount: 0 }),
    });
    expect(missing.status).toBe(422);
    const wrong = await fetch(`${sandbox.url}/api/v3/bills`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from("other:").toString("base64")}` },
    });
    expect(wrong.status).toBe(401);
  });
});
