import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";

/** Registers the applications routes and jobs (under /api). */
export function registerApplicationModule(_api: FastifyInstance, _deps: ModuleDeps) {}
