import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";

/** Registers the registration routes and jobs (under /api). */
export function registerRegistrationModule(_api: FastifyInstance, _deps: ModuleDeps) {}
