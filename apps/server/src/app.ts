import { existsSync } from "node:fs";
import path from "node:path";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { registerAuthModule } from "./modules/auth/index.ts";
import { registerCatalogueModules } from "./modules/catalogs/index.ts";
import { registerFilesSyncAndGis } from "./modules/data-preparation/files/index.ts";
import { registerMetadataAdminRoutes } from "./modules/data-preparation/metadata/index.ts";
import { registerStaticContentRoutes } from "./modules/static-content/routes.ts";
import { registerUserRoutes } from "./modules/users/routes.ts";
import { registerAccessControl } from "./plugins/access.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerJobRunner } from "./plugins/jobs.ts";
import { createMailer, type Mailer } from "./plugins/mail.ts";
import { attachRealtime } from "./plugins/realtime.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { createLocalStorage } from "./plugins/storage.ts";
import { registerIdleConnectionHandling, timeoutOptions } from "./plugins/timeouts.ts";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  logger?: boolean | { level: string };
}

/** Builds the whole app from explicit dependencies, so tests build exactly what production runs. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...timeoutOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerIdleConnectionHandling(app);
  await registerSecurityHeaders(app, config);

  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Strata API",
        version: "0.1.0",
        description: "Subscription portal for upstream oil and gas data.",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "strata.session_token" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  const mailer = deps.mailer ?? createMailer(config, app.log);
  const auth = await registerAuthModule(app, { config, db: database.db, mailer });
  registerAccessControl(app, auth.resolveViewer);
  const storage = createLocalStorage(path.join(config.dataDir, "storage"));
  const jobs = registerJobRunner(app, {
    db: database.db,
    concurrency: config.jobConcurrency,
    exclusive: database.kind === "pglite",
  });
  const realtime = attachRealtime(app, { resolveViewer: auth.resolveViewer });

  await app.register(
    async (api) => {
      registerUserRoutes(api, { db: database.db, auth });
      registerStaticContentRoutes(api, { db: database.db });
      registerCatalogueModules(api, { db: database.db, config });
      registerMetadataAdminRoutes(api, { db: database.db, config });
      registerFilesSyncAndGis(api, { db: database.db, config, storage, jobs, realtime });
    },
    { prefix: "/api" },
  );

  registerWebApp(app, config);
  return app;
}

/** Serves the built single-page app; any non-API path falls back to index.html for the client router. */
function registerWebApp(app: FastifyInstance, config: Config) {
  const hasWeb = existsSync(path.join(config.webDistDir, "index.html"));
  if (hasWeb) {
    app.register(fastifyStatic, { root: config.webDistDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    const isApi = pathname.startsWith("/api/") || pathname === "/api";
    // A path with a file extension is an asset: a missing one is a 404, never the app's page.
    if (!isApi && hasWeb && request.method === "GET" && !path.extname(pathname)) {
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({
      error: { code: "NOT_FOUND", message: `No route ${request.method} ${pathname}` },
    });
  });
}
