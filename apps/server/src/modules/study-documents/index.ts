import type { FastifyInstance } from "fastify";
import type { ModuleDeps } from "../../lib/module-deps.ts";
import { registerStudyDocumentRoutes } from "./routes.ts";

export { seedStudyDocumentsDemo, writeStudyDocumentsDemoFiles } from "./demo.ts";

/** Study documents with comments (issue 27, decision 0171): graduate and research organisations' theses, reports, posters. */
export function registerStudyDocumentsModule(api: FastifyInstance, deps: ModuleDeps) {
  registerStudyDocumentRoutes(api, deps);
}
