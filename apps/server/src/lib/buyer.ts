import { canActAsBuyer } from "@strata/core";
import type { FastifyRequest } from "fastify";
import { forbidden } from "./errors.ts";
import { type Actor, actorOf } from "./workflow.ts";

/**
 * The signed-in user as the buyer of their organisation's invoices: its primary user, whatever the
 * tier (core billing/buyer.ts). Other members are refused; the organisation is scoped in the query.
 */
export async function buyerActor(request: FastifyRequest): Promise<Actor> {
  const viewer = await request.requireViewer();
  if (!canActAsBuyer(viewer.ability, viewer.user.isPrimary)) throw forbidden();
  return actorOf(viewer, request.id);
}
