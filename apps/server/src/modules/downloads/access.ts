import { asCustomer, requires } from "../../plugins/access.ts";

/**
 * Section 6: standard and up manage the download manager, the graduate, research and international
 * variants view it; either builds and downloads their own packages (CASL's manage includes view).
 */
export const DOWNLOADER = { access: requires("view", "DownloadManager") };

/**
 * The routes of one's own packages, requests and taken packs: they belong to an organisation's user,
 * so staff, whose `manage all` covers the download manager, are refused at the gate (ownerOf).
 */
export const OWNER = { access: asCustomer(DOWNLOADER.access) };
