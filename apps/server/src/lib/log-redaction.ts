import type { FastifyRequest } from "fastify";

/** Query parameters that grant access by themselves (a signed download link's token). */
const SECRET_PARAMS = ["token"];

const SECRET_IN_QUERY = new RegExp(`([?&](?:${SECRET_PARAMS.join("|")})=)[^&#]*`, "gi");

/** The URL as the log may keep it: a signed link's token would let whoever reads the log download. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_IN_QUERY, "$1[redacted]");
}

/** Pino's request serializer, Fastify's default fields with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
