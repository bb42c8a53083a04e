import { CATALOG_REGISTRY, type CatalogType, itemCredits } from "@strata/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { downloadPackages } from "../../db/schema/index.ts";
import type { JobRunner } from "../../plugins/jobs.ts";
import { lockCreditAccount } from "../credits/index.ts";
import { issuePackage } from "./issue.ts";
import type { Owner } from "./owner.ts";
import { isPastExpiry } from "./present.ts";
import { downloadableRecords } from "./records.ts";
import { packageDetail } from "./service.ts";

/** The origin id of a single-record package: the record it holds. */
export const singleRecordOrigin = (type: CatalogType, id: string) => `${type}:${id}`;

/**
 * The catalogue's single-record `download` (section 7, v1 and v2; decision 0201): a package of one
 * record, confirmed at once, with the record page's rights (404, 403 with the refusal, 409 without
 * files) and the packages' credits (the record's size priced for the owner's tier, spent from the
 * organisation's ledger, 409 when short). While a package of that record the owner asked for this way
 * is preparing or ready (not expired), asking again answers that package and spends nothing; the
 * organisation's credit account is locked first, so concurrent requests make one package.
 */
export async function downloadOneRecord(
  deps: { db: Database; jobs: JobRunner },
  owner: Owner,
  record: { type: CatalogType; id: string },
) {
  const originId = singleRecordOrigin(record.type, record.id);
  const packageId = await deps.db.transaction(async (tx) => {
    await lockCreditAccount(tx, owner.organisationId);
    const live = await tx
      .select()
      .from(downloadPackages)
      .where(
        and(
          eq(downloadPackages.organisationId, owner.organisationId),
          eq(downloadPackages.userId, owner.userId),
          eq(downloadPackages.origin, "record"),
          eq(downloadPackages.originId, originId),
          inArray(downloadPackages.status, ["preparing", "ready"]),
        ),
      );
    const reuse = live.find((row) => !isPastExpiry(row));
    if (reuse) return reuse.id;
    const [found] = await downloadableRecords(tx, [record], owner);
    const sizeBytes = found.files.reduce((sum, f) => sum + f.sizeBytes, 0);
    return issuePackage(tx, deps, {
      organisationId: owner.organisationId,
      userId: owner.userId,
      name: `${found.title}`.slice(0, 120),
      origin: "record",
      originId,
      items: [
        {
          sdcType: record.type,
          recordId: record.id,
          title: found.title,
          credits: itemCredits(sizeBytes, owner.role),
        },
      ],
      issuedBy: `Download of ${CATALOG_REGISTRY[record.type].displayName} record ${found.title} by ${owner.name}`,
      requestId: owner.requestId,
    });
  });
  return packageDetail(deps.db, owner, packageId);
}
