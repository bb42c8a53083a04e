import { requires } from "../../plugins/access.ts";

/**
 * Section 6: standard and up manage the download manager, the graduate, research and international
 * variants view it; either builds and downloads their own packages (CASL's manage includes view).
 */
export const DOWNLOADER = { access: requires("view", "DownloadManager") };
