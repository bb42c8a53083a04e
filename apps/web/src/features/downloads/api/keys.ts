/** Query keys of this feature: every mutation invalidates `downloads`, and the credits it moves. */
export const DOWNLOADS_KEY = ["downloads"] as const;
export const packagesKey = (query: object) => [...DOWNLOADS_KEY, "list", query] as const;
export const packageKey = (id: string) => [...DOWNLOADS_KEY, "package", id] as const;
export const packageUrl = (id: string) => `/api/download-packagers/${encodeURIComponent(id)}`;
export const packageZipUrl = (id: string) => `${packageUrl(id)}/download`;
export const downloaderUrl = (os: string, packageId: string) =>
  `/api/downloader/${encodeURIComponent(os)}?packageId=${encodeURIComponent(packageId)}`;
