import { z } from "zod";
import { text } from "../text.ts";

/**
 * The downloader by operating system (section 7): a small script that fetches one ready package
 * with resume and verifies its checksums, for packages too big for a browser.
 */
export const DOWNLOADER_OSES = ["windows", "macos", "linux"] as const;
export type DownloaderOs = (typeof DOWNLOADER_OSES)[number];

export const DOWNLOADER_OS_LABELS: Record<DownloaderOs, string> = {
  windows: "Windows",
  macos: "macOS",
  linux: "Linux",
};

/**
 * The file name of a package's downloads (the script, the ZIP it fetches, the folder it unpacks
 * into): `strata-` and the package's name in safe characters, so no shell or file system needs quoting.
 */
export function downloaderBaseName(packageName: string): string {
  const safe = packageName
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 80)
    .replace(/[-.]+$/, "");
  return `strata-${safe || "package"}`;
}

export const downloaderFileName = (packageName: string, os: DownloaderOs) =>
  `${downloaderBaseName(packageName)}.${os === "windows" ? "ps1" : "sh"}`;

/** How each script is run, in one line (the package page shows it). */
export function downloaderHelp(os: DownloaderOs, packageName: string): string {
  const file = downloaderFileName(packageName, os);
  if (os === "windows")
    return `In PowerShell, in the folder it was saved to: powershell -ExecutionPolicy Bypass -File .\\${file}`;
  return `In ${os === "macos" ? "Terminal" : "a terminal"}, in the folder it was saved to: sh ${file} (run it again to resume)`;
}

export const downloaderParamsSchema = z.object({
  os: z.enum(DOWNLOADER_OSES, { error: "Must be one of windows, macos, linux" }),
});
export const downloaderQuerySchema = z.object({ packageId: text().min(1).max(100) });

/** The signed link a downloader script uses instead of the browser's session. */
export const signedDownloadQuerySchema = z.object({ token: text().min(1).max(300) });
