import type { DownloaderOs } from "@strata/core";
import { downloaderBaseName, formatDate } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadPackages } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound, unauthenticated } from "../../lib/errors.ts";
import { allows } from "../../plugins/access.ts";
import { loadViewer } from "../auth/index.ts";
import { DOWNLOADER } from "./access.ts";
import { type DownloaderScript, downloaderScript } from "./downloader/index.ts";
import { type Owner, ownerOf, ownPackage } from "./owner.ts";
import { isPastExpiry } from "./present.ts";
import { signDownloadLink, verifyDownloadLink } from "./signed-link.ts";

/** Where the signed link of a package points (the script embeds it with the portal's origin). */
export const signedDownloadPath = (packageId: string, token: string) =>
  `/api/download-packagers/${encodeURIComponent(packageId)}/signed-download?token=${encodeURIComponent(token)}`;

/**
 * The downloader script of one of the owner's packages: 404 for anyone else's, 409 unless it is
 * ready and not expired (the same refusals as the ZIP itself). It embeds a signed link valid until
 * the package expires, made for this owner.
 */
export async function downloaderFor(
  deps: { db: Database; secret: string },
  owner: Owner,
  packageId: string,
  os: DownloaderOs,
  portal: string,
): Promise<DownloaderScript> {
  const [row] = await deps.db.select().from(downloadPackages).where(ownPackage(owner, packageId));
  if (!row) throw notFound("Download package");
  if (row.status !== "ready" || !row.expiresAt || row.zipSizeBytes === null || !row.etag) {
    throw conflict(`This package is ${row.status}: a downloader is made only for a ready package.`, {
      status: row.status,
    });
  }
  if (isPastExpiry(row)) {
    throw conflict(`This package expired on ${formatDate(row.expiresAt)}.`, {
      status: "expired",
    });
  }
  const token = signDownloadLink(deps.secret, { packageId: row.id, userId: owner.userId }, row.expiresAt);
  return downloaderScript(os, {
    packageName: row.name,
    url: `${portal}${signedDownloadPath(row.id, token)}`,
    baseName: downloaderBaseName(row.name),
    size: row.zipSizeBytes,
    etag: row.etag,
    expiresAt: row.expiresAt,
    portal,
  });
}

const NOT_VALID = "This download link is not valid: download a new script from the package's page.";

/**
 * The owner a signed link stands for, checked as a session would be at this moment: the token's
 * MAC over the package, its owner and the expiry (401 when it does not match: an unknown package
 * answers the same, so a link tells nothing of other packages), its expiry (403), and the owner
 * still able to sign in with the download manager's right (403). Then the ZIP is served to this
 * owner exactly as to their browser.
 */
export async function ownerOfSignedLink(
  deps: { db: Database; secret: string },
  packageId: string,
  token: string,
  requestId: string | null,
): Promise<Owner> {
  const [row] = await deps.db
    .select({ userId: downloadPackages.userId })
    .from(downloadPackages)
    .where(eq(downloadPackages.id, packageId));
  const check = verifyDownloadLink(deps.secret, token, { packageId, userId: row?.userId ?? "" });
  if (!row || !check.ok) {
    if (row && !check.ok && check.reason === "expired") {
      throw forbidden(
        `This download link expired on ${formatDate(check.expiresAt)}: the package is no longer available.`,
      );
    }
    throw unauthenticated(NOT_VALID);
  }
  const viewer = await loadViewer(deps.db, {
    id: "signed-link",
    userId: row.userId,
    expiresAt: check.expiresAt,
  });
  if (!viewer || !allows(viewer, DOWNLOADER.access)) {
    throw forbidden("The user this download link was made for can no longer download packages.");
  }
  return ownerOf(viewer, requestId);
}
