import swagger, { type SwaggerTransform } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { apiErrorSchema } from "@strata/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { $ZodRegistry } from "zod/v4/core";
import type { Config } from "../config.ts";
import { deriveOperationId } from "../lib/operation-id.ts";
import type { Access } from "./access.ts";

/** The OpenAPI version served: 3.1 (JSON Schema 2020-12), where `null` is a type of its own. */
export const OPENAPI_VERSION = "3.1.0";

/** Named schemas of the document: the one error shape is `#/components/schemas/ApiError`. */
const components = new $ZodRegistry<{ id?: string }>();
components.add(apiErrorSchema, { id: "ApiError" });

const zodToJsonConfig = { target: "draft-2020-12" as const };

/**
 * The API document at /api/docs (JSON at /api/docs/json), fit for generating clients: every
 * operation has an operationId (derived from method and path unless the route's schema names one)
 * and declares its security from `config.access`; `servers` is PUBLIC_URL or the request's origin.
 * Registered before any route, so it sees them all.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  const paths = new Set<string>();
  app.addHook("onRoute", (route) => {
    paths.add(route.url.replace(/\/+$/, ""));
  });
  // A path is a collection when it also has a child `…/{param}` route.
  const isCollection = (path: string) =>
    [...paths].some((p) => p.startsWith(`${path}/:`) && !p.slice(path.length + 2).includes("/"));

  const sessionCookie = config.secureCookies ? "__Secure-strata.session_token" : "strata.session_token";
  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: "Strata API",
        version: "0.1.0",
        description: "Subscription portal for upstream oil and gas data.",
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      components: { securitySchemes: securitySchemes(sessionCookie) },
    },
    transform: documentTransform(isCollection),
    transformObject: documentObjectTransform(),
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The document is built once; only `servers` depends on the request.
    transformSpecification: (document, request) => ({
      ...document,
      servers: [{ url: config.configuredPublicUrl ?? requestOrigin(request) }],
    }),
  });
}

function securitySchemes(sessionCookie: string) {
  return {
    session: {
      type: "apiKey" as const,
      in: "cookie" as const,
      name: sessionCookie,
      description:
        "The session cookie set by signing in through `/api/auth` (HttpOnly). State-changing calls " +
        "(POST, PUT, PATCH, DELETE) must come from the portal's own origin: browsers send `Origin` " +
        "(or `Sec-Fetch-Site: same-origin`) themselves, other clients send `Origin: <the server's URL>`; " +
        "bodies are JSON (`Content-Type: application/json`), never a form. The form-encoded calls of " +
        "the sign-in contract (`/api/auth/signin/*`, `/api/auth/callback/*`, `/api/auth/signout`) " +
        "carry instead the `csrfToken` of `GET /api/auth/csrf` in the body, with its cookie.",
    },
    gisBasic: {
      type: "http" as const,
      scheme: "basic",
      description:
        "HTTP basic authentication with a service account's id and its API key, for GIS clients " +
        "(QGIS, GDAL, OWSLib) on OGC API – Features (`/ogc`), and for the GIS-side API (`/gis`, " +
        "basic authentication only; each call needs its `gis:*` scope). " +
        "The account reaches what its scopes grant; a wrong or missing credential is a 401 with " +
        "`WWW-Authenticate: Basic`.",
    },
    serviceToken: {
      type: "http" as const,
      scheme: "bearer",
      description:
        "A service account's token from `POST /api/service-accounts/sign-in` (15 minutes): " +
        "`Authorization: Bearer <token>`. It reaches only the routes its scopes grant (never those " +
        "open to any signed-in user). Token calls need no Origin header.",
    },
  };
}

/** Per route: the zod schemas as JSON Schema, then the operationId, the security and bounds. */
function documentTransform(isCollection: (path: string) => boolean): SwaggerTransform {
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: components, zodToJsonConfig });
  return (input) => {
    const result = zodTransform(input as Parameters<typeof zodTransform>[0]);
    const schema = result.schema as Record<string, unknown>;
    if (schema.hide) return result;
    const { route } = input;
    // A prefix's "/" route also answers without the slash (fastify registers both, the second with
    // the first's options): one operation, documented once, at the path without it.
    const url = route.url.length > 1 ? result.url.replace(/\/+$/, "") : result.url;
    if (Array.isArray(route.method) && route.method.length > 1) {
      throw new Error(`Route ${route.url} serves several methods; give each its own route to document it`);
    }
    const method = String(route.method);
    schema.operationId ??= deriveOperationId(method, route.url, isCollection);
    schema.security ??= securityFor(route.config?.access, route.url);
    return { schema: withoutSafeIntegerBounds(schema), url };
  };
}

function documentObjectTransform() {
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: components, zodToJsonConfig });
  return (input: Parameters<typeof zodTransformObject>[0]) => {
    const document = zodTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
    // Both an input and an output variant of each named schema are emitted; keep those referenced.
    const schemas = document.components?.schemas ?? {};
    const text = JSON.stringify({ ...document, components: { ...document.components, schemas: {} } });
    for (const name of Object.keys(schemas)) {
      if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
    }
    return document as ReturnType<typeof zodTransformObject>;
  };
}

/** Public routes need nothing; every other route needs the session cookie. */
export function securityFor(access: Access | undefined, url = ""): Record<string, string[]>[] {
  if (access && "public" in access) return [];
  // GIS clients sign in to OGC API – Features with a service account's id and key.
  // The GIS-side API takes basic authentication alone (decision 0180).
  if (url === "/gis" || url.startsWith("/gis/")) return [{ gisBasic: [] }];
  if (url === "/ogc" || url.startsWith("/ogc/"))
    return [{ gisBasic: [] }, { serviceToken: [] }, { session: [] }];
  // A service account's token works on routes that name a right (within its scopes), never on
  // "any signed-in user" routes.
  if (!access || "authenticated" in access) return [{ session: [] }];
  return [{ session: [] }, { serviceToken: [] }];
}

/**
 * zod gives every `.int()` the bounds ±(2^53 − 1) (`Number.MAX_SAFE_INTEGER`): true of JavaScript,
 * meaningless to a client. Only bounds a schema states itself (a column's range, a page size) stay.
 */
function withoutSafeIntegerBounds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSafeIntegerBounds) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const isBoundKeyword = key === "minimum" || key === "maximum";
    if (isBoundKeyword && (child === Number.MAX_SAFE_INTEGER || child === Number.MIN_SAFE_INTEGER)) continue;
    out[key] = withoutSafeIntegerBounds(child);
  }
  return out as T;
}

/** The origin the request came to (through the trusted proxy's X-Forwarded-* when TRUST_PROXY is set). */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
