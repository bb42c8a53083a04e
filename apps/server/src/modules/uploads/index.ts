export { notMultipart, type ReceivedFile, readUpload, refuseOversized } from "./multipart.ts";
export { toUpload } from "./present.ts";
export { registerUploadRoutes } from "./routes.ts";
