import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The GIS-side API's own listener's address when GIS_PORT is set and the app is ready, else null. */
    gisAddress(): AddressInfo | null;
  }
}

const ONLY_GIS = JSON.stringify({
  error: { code: "NOT_FOUND", message: "Only the GIS-side API (/gis/…) is served on this port." },
});

/**
 * With GIS_PORT set, the GIS-side API also answers on a port of its own (section 7: "a separate
 * host"): the same app handles each request (`app.routing`), so routes, hooks, authentication and
 * audit are the portal port's; anything outside /gis is a 404 there.
 */
export function registerGisListener(app: FastifyInstance, config: Config) {
  let listener: http.Server | null = null;
  app.decorate("gisAddress", () => (listener?.address() as AddressInfo | null) ?? null);
  const { port, host } = config.gis;
  if (port === null) return;
  app.addHook("onReady", async () => {
    listener = http.createServer((req, res) => {
      const path = (req.url ?? "").split("?")[0];
      if (path === "/gis" || path.startsWith("/gis/")) return app.routing(req, res);
      res.writeHead(404, { "content-type": "application/json", "cache-control": "no-store" }).end(ONLY_GIS);
    });
    await new Promise<void>((resolve, reject) => {
      listener!.once("error", reject);
      listener!.listen(port, host, () => resolve());
    });
    const bound = listener.address() as AddressInfo;
    app.log.info(`GIS-side API at http://${bound.address}:${bound.port}/gis`);
  });
  app.addHook("onClose", async () => {
    if (!listener) return;
    listener.closeAllConnections();
    await new Promise((resolve) => listener!.close(resolve));
    listener = null;
  });
}
