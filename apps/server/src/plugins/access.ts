import type { Action, AppAbility, Subject } from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, forbidden, unauthenticated } from "../lib/errors.ts";
import type { Viewer } from "../lib/viewer.ts";

/**
 * What a route needs. Every route declares one in `config.access`; a route without it makes
 * start-up fail, so nothing is reachable by accident.
 */
export type Access = { public: true } | { authenticated: true } | { can: [Action, Subject] };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user with their ability, or null; resolved once per request. */
    viewer(): Promise<Viewer | null>;
    /** The signed-in user; throws 401 when there is none. */
    requireViewer(): Promise<Viewer>;
  }
}

export type ResolveViewer = (request: FastifyRequest) => Promise<Viewer | null>;

export function registerAccessControl(app: FastifyInstance, resolveViewer: ResolveViewer) {
  const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  app.decorateRequest("viewer", function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveViewer(this);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest("requireViewer", async function (this: FastifyRequest) {
    const viewer = await this.viewer();
    if (!viewer) throw unauthenticated();
    return viewer;
  });

  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api") && !route.url.startsWith("/gis")) return;
    if (route.method === "HEAD" || (Array.isArray(route.method) && route.method.every((m) => m === "HEAD")))
      return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access; add config.access`);
    }
  });

  app.addHook("preHandler", async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || "public" in access) return;
    const viewer = await request.viewer();
    if (!viewer) throw unauthenticated();
    if ("can" in access) {
      const [action, subject] = access.can;
      if (!viewer.ability.can(action, subject)) throw forbidden();
    }
  });
}

/** For a rule with conditions: checks the ability against one loaded record. */
export function assertCan(ability: AppAbility, action: Action, subject: Parameters<AppAbility["can"]>[1]) {
  if (!ability.can(action, subject as never)) throw forbidden();
}

export { AppError };
