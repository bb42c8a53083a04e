import { apiErrorSchema, boundedRecord, text } from "@strata/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { createPortalOrigin } from "../../lib/origin.ts";
import { isPublic } from "../../plugins/access.ts";
import { handleGatewayCallback } from "./callback.ts";
import type { PaymentGateway } from "./gateway.ts";
import { CALLBACK_PATH, RETURN_PATH } from "./service.ts";

const TAGS = ["Payments"];
const field = z.union([text().max(2000), z.number(), z.boolean()]);
/** A Billplz-style callback carries about a dozen fields; far more is not the gateway. */
const CALLBACK_FIELDS_MAX = 100;

/**
 * The gateway's two ways back. The callback is server-to-server and form-encoded: it is public (its
 * HMAC signature is its proof) and takes form bodies (`acceptsForm`); the cross-site check lets it
 * through because a server sends no Origin or Sec-Fetch-Site header, and a browser posting a forged
 * one cross-site is refused before it arrives. The return is the browser's redirect: it changes
 * nothing and sends the payer to the result page, which waits for the callback.
 */
export function registerGatewayRoutes(
  app: FastifyInstance,
  deps: ModuleDeps,
  gateway: PaymentGateway | null,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origin = createPortalOrigin(deps.config);

  api.post(
    CALLBACK_PATH.replace(/^\/api/, ""),
    {
      config: { access: isPublic, acceptsForm: true },
      schema: {
        operationId: "receivePaymentGatewayCallback",
        tags: TAGS,
        summary:
          "The payment gateway's signed callback (form-encoded or JSON; x_signature over the other fields)",
        body: boundedRecord(text().max(100), field, CALLBACK_FIELDS_MAX),
        response: {
          200: z.object({ outcome: z.string() }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      // No gateway configured: there is nobody whose callback this could be.
      if (!gateway) throw notFound("Payment gateway");
      const fields = Object.fromEntries(Object.entries(request.body).map(([k, v]) => [k, String(v)]));
      return handleGatewayCallback(
        {
          db: deps.db,
          outbox: deps.outbox,
          gateway,
          origin: origin.forLinks(request),
          requestId: request.id,
        },
        fields,
      );
    },
  );

  api.get(
    RETURN_PATH.replace(/^\/api/, ""),
    {
      config: { access: isPublic },
      schema: {
        operationId: "returnFromPaymentGateway",
        tags: TAGS,
        summary: "Where the gateway sends the payer's browser back: redirects to the payment's result page",
        querystring: z.object({ payment: text().min(1).max(100).optional() }),
        response: { 302: z.null().describe("Redirect (Location header)"), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = request.query.payment;
      return reply.redirect(id ? `/payments/${encodeURIComponent(id)}/result` : "/");
    },
  );
}
