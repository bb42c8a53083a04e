import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";

/** Registers the reference-data routes and jobs (under /api). */
export function registerReferenceDataModule(_api: FastifyInstance, _deps: ModuleDeps) {}
