import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";

/** Vite names every file under assets/ after a hash of its content: a changed file gets a new name. */
const HASHED_ASSET = /^assets\//;

/**
 * Serves the built single-page app; any non-API path falls back to index.html for the client router.
 * The build writes .br and .gz copies next to each text file (apps/web/scripts/precompress.ts): the
 * copy the client accepts is sent as is, with its Content-Encoding. Hashed assets are cached for a
 * year; index.html (and everything else) is revalidated on every visit, so a deploy shows at once.
 */
export function registerWebApp(app: FastifyInstance, config: Config) {
  const root = config.webDistDir;
  const hasWeb = existsSync(path.join(root, "index.html"));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Compressed copies are reached through negotiation only; source maps are never served.
      globIgnore: ["**/*.br", "**/*.gz", "**/*.map"],
      setHeaders(reply, filePath) {
        const relative = path.relative(root, filePath).split(path.sep).join("/");
        reply.header(
          "cache-control",
          HASHED_ASSET.test(relative) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    const isApi = ["/api", "/gis", "/ogc"].some(
      (prefix) => pathname.startsWith(`${prefix}/`) || pathname === prefix,
    );
    // A path with a file extension is an asset: a missing one is a 404, never the app's page.
    if (!isApi && hasWeb && request.method === "GET" && !path.extname(pathname)) {
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({
      error: { code: "NOT_FOUND", message: `No route ${request.method} ${pathname}` },
    });
  });
}
