/** The query keys of the previews: one file's answers share a prefix. */
export const seismicKey = (fileId: string) => ["visualisation", "seismic", fileId] as const;
export const wellLogKey = (fileId: string) => ["visualisation", "well-logs", fileId] as const;

export const seismicPath = (fileId: string) => `/api/visualisation/seismic/${encodeURIComponent(fileId)}`;
export const wellLogPath = (fileId: string) => `/api/visualisation/well-logs/${encodeURIComponent(fileId)}`;
