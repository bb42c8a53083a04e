export { notMultipart, type ReceivedFile, readUpload, refuseOversized } from "./multipart.ts";
export { registerUploadRoutes } from "./routes.ts";
