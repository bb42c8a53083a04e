import type { FastifyInstance, FastifyRequest } from "fastify";
import { inStatementClass, type StatementClass } from "../db/client.ts";

/** Reports and exports read whole periods or selections: they get the long statement timeout. */
const LONG_ROUTES = /^\/api\/reports\/|\/export(sdcexcel)?$/;

export const statementClassOf = (url: string): StatementClass =>
  LONG_ROUTES.test(url) ? "long" : "ordinary";

/**
 * Runs each request's database work under its route's statement class (db/client.ts). The class is
 * entered again before the handler: body parsing runs in stream callbacks outside the first context.
 */
export function registerStatementClasses(app: FastifyInstance) {
  const enter = (request: FastifyRequest, _reply: unknown, done: () => void) =>
    inStatementClass(statementClassOf(request.routeOptions.url ?? request.url), done);
  app.addHook("onRequest", enter);
  app.addHook("preHandler", enter);
}
