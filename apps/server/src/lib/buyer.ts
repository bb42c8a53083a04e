import { BUYER_RIGHTS } from "@strata/core";
import type { FastifyRequest } from "fastify";
import { type Access, asPrimaryCustomer, requiresAny } from "../plugins/access.ts";
import { type Actor, actorOf } from "./workflow.ts";

/**
 * Who sees and pays an organisation's invoices: its primary user, whatever the tier (core
 * billing/buyer.ts `canActAsBuyer`). Staff hold `view Invoice` too, members do not act for the
 * organisation: both are refused at the gate. The organisation is scoped in the query.
 */
export const BUYER_ACCESS: Access = asPrimaryCustomer(requiresAny(...BUYER_RIGHTS));

/** The buyer of a route declared with BUYER_ACCESS, as the workflow sees them. */
export async function buyerActor(request: FastifyRequest): Promise<Actor> {
  return actorOf(await request.requireViewer(), request.id);
}
