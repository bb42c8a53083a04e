import { itemCredits } from "@strata/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { creditLedger, fileChecksums } from "../../db/schema/index.ts";
import { appendLedgerEntry } from "../billing/index.ts";
import { demoDownloader, demoPackage } from "./demo.ts";

const DAY = 86_400_000;

/** The data room that downloads in the demo: Bintulu Gas Exploration (standard tier, VDR add-on, active). */
const DATA_ROOM_LOGIN = "vdr-bintulu";

/**
 * Two packages a data-room user downloaded, so the VDR access log (decision 0217) shows downloads beside
 * record and preview openings. The sales desk's adjustment pays for them, as a data room's credits
 * would be arranged with it. Skips itself once the user has packages.
 */
export async function seedDataRoomDownloadDemo(db: Database, now = Date.now()) {
  const downloader = await demoDownloader(db, DATA_ROOM_LOGIN);
  if (!downloader) return;
  const { user, owner, allowed } = downloader;
  const packages = [
    { name: "Data room: Balingian well logs", records: allowed.slice(0, 2), at: new Date(now - 12 * DAY) },
    { name: "Data room: block reports", records: allowed.slice(-1), at: new Date(now - 4 * DAY) },
  ];
  const credits = packages
    .flatMap((p) => p.records)
    .reduce(
      (sum, r) =>
        sum +
        itemCredits(
          r.files.reduce((b, f) => b + f.sizeBytes, 0),
          owner.role,
        ),
      0,
    );
  await db.transaction(async (tx) => {
    await tx
      .insert(fileChecksums)
      .values(allowed.flatMap((r) => r.files))
      .onConflictDoNothing();
    if (credits > 0) {
      const grant = await appendLedgerEntry(tx, {
        organisationId: user.organisationId,
        kind: "adjust",
        credits,
        reason: "Data room download credits arranged with the sales desk",
        actorUserId: null,
      });
      // Arranged before the first package: the ledger read in time order shows it before the spends.
      await tx
        .update(creditLedger)
        .set({ createdAt: new Date(packages[0].at.getTime() - DAY) })
        .where(eq(creditLedger.id, grant.id));
    }
    for (const p of packages) await demoPackage(tx, owner, { ...p, stage: "expired" });
  });
}
