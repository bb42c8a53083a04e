import { createHmac, timingSafeEqual } from "node:crypto";
import type { BillingConfig } from "../../config.ts";
import { badGateway, serviceUnavailable } from "../../lib/errors.ts";

/** What the app asks of a payment gateway (Billplz-style); the sandbox or a real one behind it. */
export interface PaymentGateway {
  /** Creates a bill; the payer is sent to its `url`. Throws a 502/503 AppError when the gateway fails. */
  createBill(input: BillInput): Promise<{ id: string; url: string; amount: number }>;
  /** Whether a callback's (or redirect's) `x_signature` is the merchant's signature of its other fields. */
  verify(fields: Record<string, string>): boolean;
}

export interface BillInput {
  email: string;
  name: string;
  /** In sen. */
  amount: number;
  description: string;
  callbackUrl: string;
  redirectUrl: string;
  /** Our payment id, shown on the gateway's records. */
  reference: string;
}

/** How long bill creation may take before the checkout gives up (nothing is left open). */
export const GATEWAY_TIMEOUT_MS = 10_000;

export const gatewayUnavailable = (why: string) =>
  serviceUnavailable(
    `The payment gateway is not available (${why}). Nothing was charged; try again later or pay by bank transfer.`,
  );

export const onlinePaymentNotConfigured = () =>
  serviceUnavailable("Online payment is not configured. Pay by bank transfer.");

/** Billplz's rule: `keyvalue` strings of every field but x_signature, sorted case-insensitively, `|`-joined. */
export function signatureOf(fields: Record<string, string>, key: string): string {
  const source = Object.entries(fields)
    .filter(([name]) => name !== "x_signature")
    .map(([name, value]) => `${name}${value}`)
    // Byte order of the lower-cased strings (PHP's SORT_STRING | SORT_FLAG_CASE), never a locale's.
    .map((pair) => [pair.toLowerCase(), pair] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, pair]) => pair)
    .join("|");
  return createHmac("sha256", key).update(source).digest("hex");
}

/** The gateway of the configuration, or null when none is configured (production without a URL). */
export function createPaymentGateway(
  settings: BillingConfig["gateway"],
  opts: { timeoutMs?: number } = {},
): PaymentGateway | null {
  const { url, apiKey, signatureKey } = settings;
  if (!url) return null;
  const timeoutMs = opts.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const base = url.replace(/\/+$/, "");
  return {
    async createBill(input) {
      let res: Response;
      try {
        res = await fetch(`${base}/api/v3/bills`, {
          method: "POST",
          headers: {
            authorization: `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({
            email: input.email,
            name: input.name,
            amount: input.amount,
            description: input.description.slice(0, 200),
            callback_url: input.callbackUrl,
            redirect_url: input.redirectUrl,
            reference_1_label: "Payment",
            reference_1: input.reference,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const timedOut = (err as Error).name === "TimeoutError";
        throw gatewayUnavailable(timedOut ? "it did not answer in time" : "it could not be reached");
      }
      if (res.status >= 500) throw gatewayUnavailable(`it answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as {
        id?: unknown;
        url?: unknown;
        amount?: unknown;
      } | null;
      if (!res.ok || typeof body?.id !== "string" || typeof body.url !== "string") {
        throw badGateway(`The payment gateway refused the bill (${res.status}).`);
      }
      if (body.amount !== input.amount) {
        throw badGateway("The payment gateway created a bill for another amount.");
      }
      return { id: body.id, url: body.url, amount: body.amount };
    },
    verify(fields) {
      const given = fields.x_signature;
      if (typeof given !== "string" || !/^[0-9a-f]{64}$/i.test(given)) return false;
      const expected = Buffer.from(signatureOf(fields, signatureKey), "hex");
      return timingSafeEqual(Buffer.from(given.toLowerCase(), "hex"), expected);
    },
  };
}
