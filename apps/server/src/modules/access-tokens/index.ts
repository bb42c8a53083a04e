/**
 * Personal access tokens (issue 29, decision 0226): a person's own credential for GIS clients on
 * OGC API – Features, with the person's own rights.
 */
export { registerAccessTokenRoutes } from "./routes.ts";
export { accessTokenViewer, isAccessToken } from "./viewer.ts";
