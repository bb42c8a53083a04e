import type { Database } from "../../db/client.ts";
import { fileChecksums } from "../../db/schema/index.ts";
import { demoDownloader, demoPackage } from "./demo.ts";

const DAY = 86_400_000;

/**
 * The academic tiers download without credits (docs/decisions.md "What a download package costs"),
 * so their history needs no ledger behind it; none of them is a browser journey's downloader.
 */
const HISTORY_LOGINS = [
  "graduate",
  "research",
  "academic",
  "international-graduate",
  "international-research",
  "international-academic",
] as const;

/** Days before the seed of each user's packages: within the last eleven months, whatever the month. */
const PACKAGE_DAYS_AGO = [290, 235, 180, 125, 80, 35];

const NAMES = [
  "Thesis: Malay Basin stratigraphy",
  "Coursework well logs",
  "Sabah slope study",
  "Field trip reports",
  "Baram Delta seismic",
  "Penyu Basin review",
  "Reservoir modelling set",
  "Gravity and magnetics",
];

/**
 * A year of downloads for the reports and statistics: six packages over the past year for each
 * academic-tier organisation's primary user, each of one to three records across the categories,
 * downloaded before it expired. Skips a user who has packages already.
 */
export async function seedDownloadHistoryDemo(db: Database, now = Date.now()) {
  for (const [u, login] of HISTORY_LOGINS.entries()) {
    const downloader = await demoDownloader(db, login);
    if (!downloader) continue;
    const { owner, allowed } = downloader;
    await db.transaction(async (tx) => {
      await tx
        .insert(fileChecksums)
        .values(allowed.flatMap((r) => r.files))
        .onConflictDoNothing();
      for (const [k, daysAgo] of PACKAGE_DAYS_AGO.entries()) {
        // Records a third of the list apart (it is ordered by category): different categories, and
        // never the same record twice in a package.
        const stride = Math.floor(allowed.length / 3);
        const first = k * 5 + u * 3;
        const picked = Array.from(
          { length: 1 + ((k + u) % 3) },
          (_, j) => allowed[(first + j * stride) % allowed.length],
        );
        await demoPackage(tx, owner, {
          name: NAMES[(u + k) % NAMES.length],
          stage: "expired",
          records: picked,
          at: new Date(now - (daysAgo + u * 6) * DAY),
        });
      }
    });
  }
}
