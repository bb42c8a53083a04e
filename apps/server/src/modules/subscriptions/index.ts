import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";

/** Registers the subscriptions routes and jobs (under /api). */
export function registerSubscriptionModule(_api: FastifyInstance, _deps: ModuleDeps) {}
