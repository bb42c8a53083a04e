import { randomBytes, timingSafeEqual } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { checkoutPage } from "./checkout-page.ts";
import { signFields } from "./signature.ts";

/**
 * A sandbox of a Billplz-style payment gateway: a real HTTP server the tests start and `npm start`
 * runs when no gateway is configured. Bills are created over its API (Basic auth with the API
 * key); the payer opens the bill's checkout page and chooses "Pay" or "Fail"; the gateway then
 * sends the merchant its signed server-to-server callback and redirects the browser back.
 *
 * The `/__sandbox/…` control API (and the same methods on the returned handle) lets tests take the
 * gateway down, slow it, send a bill's callback again, forge one or send a wrong amount.
 */

export interface SandboxBill {
  id: string;
  collection_id: string;
  email: string;
  name: string;
  amount: number;
  description: string;
  callback_url: string;
  redirect_url: string;
  reference_1: string | null;
  state: "due" | "paid";
  paid: boolean;
  paid_amount: number;
  paid_at: string | null;
  transaction_id: string | null;
  transaction_status: "pending" | "completed" | "failed";
  due_at: string;
  url: string;
}

export interface CallbackOptions {
  /** Report this outcome (default: the bill's own). */
  paid?: boolean;
  /** Report this paid amount in sen (default: the bill's amount when paid, else 0). */
  paidAmount?: number;
  /** Sign with a key that is not the merchant's. */
  forge?: boolean;
  /** Send it this many times at once (duplicates). */
  times?: number;
}

export interface PaymentGatewaySandbox {
  /** The base URL, e.g. http://127.0.0.1:43121 (no trailing slash). */
  url: string;
  close(): Promise<void>;
  /** Bill creation answers 503 while down. */
  setDown(down: boolean): void;
  /** Bill creation waits this long before answering (a slow gateway, for timeouts). */
  setDelay(ms: number): void;
  bills(): SandboxBill[];
  bill(id: string): SandboxBill | undefined;
  /** What the payer's choice on the checkout page does, without a browser: returns the redirect URL. */
  complete(id: string, paid: boolean): Promise<string>;
  /** Sends a bill's callback (again, forged, wrong amount…); answers the merchant's statuses. */
  sendCallback(id: string, options?: CallbackOptions): Promise<number[]>;
}

export interface PaymentGatewaySandboxOptions {
  port?: number;
  host?: string;
  apiKey: string;
  signatureKey: string;
}

const COLLECTION_ID = "sandbox-collection";

export async function startPaymentGatewaySandbox(
  options: PaymentGatewaySandboxOptions,
): Promise<PaymentGatewaySandbox> {
  const bills = new Map<string, SandboxBill>();
  let down = false;
  let delayMs = 0;
  let baseUrl = "";

  const callbackFields = (bill: SandboxBill, opts: CallbackOptions): Record<string, string> => {
    const paid = opts.paid ?? bill.paid;
    const paidAmount = opts.paidAmount ?? (paid ? bill.amount : 0);
    const fields: Record<string, string> = {
      id: bill.id,
      collection_id: bill.collection_id,
      paid: String(paid),
      state: paid ? "paid" : "due",
      amount: String(bill.amount),
      paid_amount: String(paidAmount),
      due_at: bill.due_at,
      email: bill.email,
      name: bill.name,
      url: bill.url,
      paid_at: bill.paid_at ?? new Date().toISOString(),
      transaction_id: bill.transaction_id ?? `SBX-${randomBytes(6).toString("hex").toUpperCase()}`,
      transaction_status: paid ? "completed" : "failed",
    };
    fields.x_signature = signFields(fields, opts.forge ? "not-the-merchant-key" : options.signatureKey);
    return fields;
  };

  const sendCallback = async (id: string, opts: CallbackOptions = {}): Promise<number[]> => {
    const bill = bills.get(id);
    if (!bill) throw new Error(`No bill ${id}`);
    const fields = callbackFields(bill, opts);
    const times = Math.max(1, opts.times ?? 1);
    return Promise.all(
      Array.from({ length: times }, () => postForm(bill.callback_url, fields).catch(() => 0)),
    );
  };

  const complete = async (id: string, paid: boolean): Promise<string> => {
    const bill = bills.get(id);
    if (!bill) throw new Error(`No bill ${id}`);
    if (bill.state === "due" && bill.transaction_status === "pending") {
      bill.transaction_id = `SBX-${randomBytes(6).toString("hex").toUpperCase()}`;
      bill.paid_at = new Date().toISOString();
      bill.transaction_status = paid ? "completed" : "failed";
      if (paid) {
        bill.state = "paid";
        bill.paid = true;
        bill.paid_amount = bill.amount;
      }
    }
    // The callback goes first, as a real gateway's does; the browser follows the redirect after.
    await sendCallback(id);
    return redirectUrlOf(bill);
  };

  const redirectUrlOf = (bill: SandboxBill): string => {
    const signed: Record<string, string> = {
      "billplz[id]": bill.id,
      "billplz[paid]": String(bill.paid),
      "billplz[paid_at]": bill.paid_at ?? "",
    };
    // Billplz signs the redirect's fields with the brackets removed (billplzid, billplzpaid, …).
    const plain = Object.fromEntries(Object.entries(signed).map(([k, v]) => [k.replace(/[[\]]/g, ""), v]));
    const target = new URL(bill.redirect_url);
    for (const [key, value] of Object.entries(signed)) target.searchParams.set(key, value);
    target.searchParams.set("billplz[x_signature]", signFields(plain, options.signatureKey));
    return target.toString();
  };

  const authorised = (req: IncomingMessage): boolean => {
    const header = req.headers.authorization ?? "";
    if (!header.startsWith("Basic ")) return false;
    const user = Buffer.from(header.slice(6), "base64").toString("utf8").split(":")[0] ?? "";
    const given = Buffer.from(user);
    const expected = Buffer.from(options.apiKey);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const createBill = async (req: IncomingMessage, res: ServerResponse) => {
    if (!authorised(req))
      return json(res, 401, { error: { type: "Unauthorized", message: ["Bad API key"] } });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (down) return json(res, 503, { error: { type: "ServiceUnavailable", message: ["Try again later"] } });
    const body = await readBody(req);
    const amount = Number(body.amount);
    const missing = ["email", "name", "description", "callback_url", "redirect_url"].filter((k) => !body[k]);
    if (!Number.isInteger(amount) || amount <= 0) missing.push("amount");
    if (missing.length) {
      return json(res, 422, {
        error: { type: "Unprocessable", message: missing.map((k) => `${k} is invalid`) },
      });
    }
    const id = randomBytes(6).toString("hex");
    const bill: SandboxBill = {
      id,
      collection_id: COLLECTION_ID,
      email: body.email,
      name: body.name,
      amount,
      description: body.description,
      callback_url: body.callback_url,
      redirect_url: body.redirect_url,
      reference_1: body.reference_1 ?? null,
      state: "due",
      paid: false,
      paid_amount: 0,
      paid_at: null,
      transaction_id: null,
      transaction_status: "pending",
      due_at: new Date().toISOString().slice(0, 10),
      url: `${baseUrl}/bills/${id}`,
    };
    bills.set(id, bill);
    return json(res, 200, bill);
  };

  const control = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (req.method === "GET" && path === "/__sandbox/bills") return json(res, 200, [...bills.values()]);
    if (req.method !== "POST") return json(res, 405, { error: "method" });
    const body = await readBody(req);
    if (path === "/__sandbox/down") {
      down = body.down !== "false" && body.down !== (false as never);
      return json(res, 200, { down });
    }
    if (path === "/__sandbox/delay") {
      delayMs = Number(body.ms) || 0;
      return json(res, 200, { delayMs });
    }
    const callback = path.match(/^\/__sandbox\/bills\/([^/]+)\/callback$/);
    if (callback && bills.has(callback[1])) {
      const statuses = await sendCallback(callback[1], {
        paid: body.paid === undefined ? undefined : String(body.paid) === "true",
        paidAmount: body.paidAmount === undefined ? undefined : Number(body.paidAmount),
        forge: String(body.forge) === "true",
        times: body.times === undefined ? undefined : Number(body.times),
      });
      return json(res, 200, { statuses });
    }
    return json(res, 404, { error: "Not found" });
  };

  const server = http.createServer((req, res) => {
    const handle = async () => {
      const url = new URL(req.url ?? "/", "http://sandbox");
      const path = url.pathname;
      if (path.startsWith("/__sandbox/")) return control(req, res, path);
      if (req.method === "POST" && path === "/api/v3/bills") return createBill(req, res);
      const apiBill = path.match(/^\/api\/v3\/bills\/([^/]+)$/);
      if (req.method === "GET" && apiBill) {
        if (!authorised(req)) return json(res, 401, { error: { type: "Unauthorized" } });
        const bill = bills.get(apiBill[1]);
        return bill ? json(res, 200, bill) : json(res, 404, { error: { type: "RecordNotFound" } });
      }
      const page = path.match(/^\/bills\/([^/]+)$/);
      if (req.method === "GET" && page) {
        const bill = bills.get(page[1]);
        if (!bill) return text(res, 404, "No such bill");
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
        return res.end(checkoutPage(bill));
      }
      const choice = path.match(/^\/bills\/([^/]+)\/(pay|fail)$/);
      if (req.method === "POST" && choice && bills.has(choice[1])) {
        await readBody(req);
        const location = await complete(choice[1], choice[2] === "pay");
        res.writeHead(302, { location });
        return res.end();
      }
      return text(res, 404, "Not found");
    };
    handle().catch((err) => {
      if (!res.headersSent) text(res, 500, String(err));
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;

  return {
    url: baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    setDown: (value) => {
      down = value;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    bills: () => [...bills.values()],
    bill: (id) => bills.get(id),
    complete,
    sendCallback,
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function text(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  res.end(body);
}

/** A JSON or form-encoded body as flat strings (what a Billplz API call sends). */
async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString("utf8");
  if (!raw) return {};
  if ((req.headers["content-type"] ?? "").includes("application/json")) {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v === null ? "" : String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * The server-to-server callback, form-encoded, as a gateway's server sends it: no browser headers
 * (no Origin, no cookies), so the merchant's cross-site checks have nothing to refuse.
 */
function postForm(target: string, fields: Record<string, string>): Promise<number> {
  const url = new URL(target);
  const body = new URLSearchParams(fields).toString();
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("timeout", () => req.destroy(new Error("callback timed out")));
    req.on("error", reject);
    req.end(body);
  });
}
