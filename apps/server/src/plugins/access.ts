import { type Action, type AppAbility, type GisScope, isStaffRole, type Subject } from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  AppError,
  crossSiteRequest,
  forbidden,
  unauthenticated,
  unsupportedMediaType,
} from "../lib/errors.ts";
import type { PortalOrigin } from "../lib/origin.ts";
import type { Viewer } from "../lib/viewer.ts";

/**
 * What a route needs. Every route declares one in `config.access`; a route without it makes
 * start-up fail, so nothing is reachable by accident.
 */
export type Access =
  | { public: true }
  | { authenticated: true }
  | { can: [Action, Subject] }
  | { anyOf: [Action, Subject][] }
  | { allOf: Access[] }
  | { eitherOf: Access[] }
  | { principal: Principal }
  | { scopes: GisScope[] };

/**
 * Who the caller is, apart from their rights: the same ability can belong to staff and customers
 * (both may `view Invoice`), while a route under /organizations/me serves only someone with an
 * organisation and an /admin route only staff. Declaring it keeps the snapshot truthful.
 */
export type Principal = "staff" | "customer" | "primary customer";

/** The route needs this right (`requires("manage", "Subscription")`). */
export const requires = (action: Action, subject: Subject): Access => ({ can: [action, subject] });

/** The route needs any one of these rights; the handler scopes what each one sees in its query. */
export const requiresAny = (...rights: [Action, Subject][]): Access => ({ anyOf: rights });

/** The route needs every one of these (e.g. the web map and a bid-round right). */
export const requiresAll = (...accesses: Access[]): Access => ({ allOf: accesses });

/**
 * The route serves callers who meet any one of these (finance's rights, or a customer's own): a
 * narrower declaration than `requiresAny` when the same right reaches both staff and customers but
 * only one of them gets anything from the route.
 */
export const requiresEither = (...accesses: Access[]): Access => ({ eitherOf: accesses });

/** Staff only (and service accounts, whose scopes decide): `/admin` routes whose rights customers share. */
export const asStaff = (access: Access): Access => requiresAll({ principal: "staff" }, access);

/** A user of an organisation: the `/organizations/me` routes and everything scoped to one's own organisation. */
export const asCustomer = (access: Access): Access => requiresAll({ principal: "customer" }, access);

/** The primary user of an organisation, who acts for it (applications, payments, its details). */
export const asPrimaryCustomer = (access: Access): Access =>
  requiresAll({ principal: "primary customer" }, access);

/**
 * A service account holding one of these GIS-side scopes (the `/gis/*` calls, decision 0180):
 * nobody else, staff included, since the GIS side signs in only as a service account.
 */
export const requiresScope = (...scopes: GisScope[]): Access => ({ scopes });

/** Anyone, signed in or not (registration, the auth contract). */
export const isPublic: Access = { public: true };

/** Describes an access declaration in one line (the snapshot test and the OpenAPI text). */
export function describeAccess(access: Access): string {
  if ("public" in access) return "public";
  if ("authenticated" in access) return "authenticated";
  if ("anyOf" in access) return `any of ${access.anyOf.map((r) => r.join(" ")).join(", ")}`;
  if ("allOf" in access) return `all of (${access.allOf.map(describeAccess).join("; ")})`;
  if ("eitherOf" in access) return `either (${access.eitherOf.map(describeAccess).join(") or (")})`;
  if ("principal" in access) return access.principal;
  if ("scopes" in access) return `service account with scope ${access.scopes.join(" or ")}`;
  return `can ${access.can.join(" ")}`;
}

/** A route as the access snapshot lists it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every /api, /gis and /ogc route with its declared access, in registration order (for the snapshot test). */
    declaredAccess: DeclaredRoute[];
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route takes form-encoded bodies (the next-auth contract) and checks their CSRF token
     * itself. Every other route refuses them, so a cross-site form cannot post to a JSON route.
     */
    acceptsForm?: true;
  }
  interface FastifyRequest {
    /** The signed-in user with their ability, or null; resolved once per request. */
    viewer(): Promise<Viewer | null>;
    /** The signed-in user; throws 401 when there is none. */
    requireViewer(): Promise<Viewer>;
  }
}

/** The content types a cross-site HTML form can send without a CORS preflight. */
const SIMPLE_FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]);

/** Each request's viewer, once something asked for it. */
const resolvedViewers = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** The viewer if the request already looked it up (the request log), without looking it up. */
export async function viewerIfKnown(request: FastifyRequest): Promise<Viewer | null> {
  return (await resolvedViewers.get(request)?.catch(() => null)) ?? null;
}

export type ResolveViewer = (request: FastifyRequest) => Promise<Viewer | null>;

/** The methods that change state: a browser may only send them from the portal's own pages. */
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function registerAccessControl(
  app: FastifyInstance,
  resolveViewer: ResolveViewer,
  origin: PortalOrigin,
) {
  app.decorateRequest("viewer", function (this: FastifyRequest) {
    let pending = resolvedViewers.get(this);
    if (!pending) {
      pending = resolveViewer(this);
      resolvedViewers.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest("requireViewer", async function (this: FastifyRequest) {
    const viewer = await this.viewer();
    if (!viewer) throw unauthenticated();
    return viewer;
  });

  const declared: DeclaredRoute[] = [];
  app.decorate("declaredAccess", declared);
  app.addHook("onRoute", (route) => {
    if (!["/api", "/gis", "/ogc"].some((prefix) => route.url.startsWith(prefix))) return;
    if (route.method === "HEAD" || (Array.isArray(route.method) && route.method.every((m) => m === "HEAD")))
      return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access; add config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") declared.push({ method, url: route.url, access });
    }
  });

  // Before the body is read, on every route (and unknown paths), so no later route can miss it.
  app.addHook("onRequest", async (request) => {
    refuseCrossSiteRequests(request, origin);
  });

  // Before input validation, so a caller without the right learns nothing from a 400.
  app.addHook("preValidation", async (request) => {
    refuseCrossSiteForms(request);
    const access = request.routeOptions.config?.access;
    if (!access || "public" in access) return;
    const viewer = await request.viewer();
    if (!viewer) throw unauthenticated();
    if (!allows(viewer, access)) throw forbidden();
  });
}

/**
 * A browser tells where a request comes from: `Origin` on every state-changing request (and, where
 * it leaves it out, `Sec-Fetch-Site`). Either must name the portal itself (PUBLIC_URL's origin or
 * the one the request came to), whatever the content type: JSON too, should CORS ever be opened.
 * A request with neither header is not a browser's (curl, server-to-server, tests through
 * app.inject): it carries no ambient cookie of a victim, so it stays allowed and is authenticated
 * and CSRF-checked as usual.
 */
function refuseCrossSiteRequests(request: FastifyRequest, portal: PortalOrigin) {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // "null" is an opaque origin (a sandboxed frame, a cross-origin redirect): never the portal's.
    if (portal.isOwn(origin, request)) return;
    throw crossSite(`Origin ${origin} is not this portal's.`);
  }
  const site = request.headers["sec-fetch-site"];
  if (site === undefined || site === "same-origin" || site === "none") return;
  throw crossSite(`A ${site} request may not change anything here.`);
}

const crossSite = (message: string) =>
  crossSiteRequest(`${message} State-changing requests are only accepted from the portal's own pages.`);

function refuseCrossSiteForms(request: FastifyRequest) {
  if (request.method === "GET" || request.method === "HEAD" || request.routeOptions.config?.acceptsForm)
    return;
  const type = request.headers["content-type"]?.split(";")[0].trim().toLowerCase();
  if (type && SIMPLE_FORM_TYPES.has(type)) {
    throw unsupportedMediaType("Send the body as JSON (Content-Type: application/json).");
  }
}

/** Whether a signed-in viewer has what an access declaration asks; routes and socket rooms both use it. */
export function allows(viewer: Viewer, access: Access): boolean {
  if ("anyOf" in access) return access.anyOf.some(([action, subject]) => viewer.ability.can(action, subject));
  if ("allOf" in access) return access.allOf.every((each) => allows(viewer, each));
  if ("eitherOf" in access) return access.eitherOf.some((each) => allows(viewer, each));
  // "Any signed-in user" means a person: a service account reaches only what its scopes grant.
  if ("authenticated" in access) return !viewer.serviceAccount;
  if ("principal" in access) return isPrincipal(viewer, access.principal);
  if ("scopes" in access)
    return access.scopes.some((scope) => viewer.serviceAccount?.scopes.includes(scope) ?? false);
  if (!("can" in access)) return true;
  const [action, subject] = access.can;
  return viewer.ability.can(action, subject);
}

function isPrincipal(viewer: Viewer, principal: Principal): boolean {
  // A service account acts as staff (its scopes alone decide), never for an organisation.
  if (principal === "staff") return isStaffRole(viewer.user.role);
  if (viewer.serviceAccount || !viewer.user.organisation) return false;
  return principal === "customer" || viewer.user.isPrimary;
}

/** For a rule with conditions: checks the ability against one loaded record. */
export function assertCan(ability: AppAbility, action: Action, subject: Parameters<AppAbility["can"]>[1]) {
  if (!ability.can(action, subject as never)) throw forbidden();
}

export { AppError };
