import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  curatedPackageAssignments,
  curatedPackageRecords,
  curatedPackages,
  users,
} from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { type DemoRecord, demoUser, sampleRecords } from "../downloads/index.ts";

const DAY = 86_400_000;

/**
 * Demo curated packages over demo records with sample files: one for the whole premium
 * organisation, one for the standard organisation's primary user only. Skips itself once loaded.
 */
export async function seedCuratedPackageDemo(db: Database, now = Date.now()) {
  const [{ n }] = await db.select({ n: count() }).from(curatedPackages);
  if (n > 0) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail("admin")));
  const premium = await demoUser(db, "premium");
  const standard = await demoUser(db, "standard");
  if (!admin || !premium || !standard) return;
  const records = sampleRecords().map((s) => s.record);
  const ofType = (type: DemoRecord["type"], from: number, to: number) =>
    records.filter((r) => r.type === type).slice(from, to);

  const packages = [
    {
      id: "curated-demo-tatau-starter",
      name: "Tatau province starter set",
      description:
        "2D lines and well logs over the Tatau province blocks, prepared for your evaluation team.",
      records: [...ofType("Seismic_2D", 5, 7), ...ofType("Well_Log", 0, 2)],
      assignedTo: { organisationId: premium.organisationId, userId: null },
      at: new Date(now - 3 * DAY),
    },
    {
      id: "curated-demo-field-study-reports",
      name: "Field study technical reports",
      description: "The reports our data team picked for your field study.",
      records: ofType("Technical_Report", 0, 2),
      assignedTo: { organisationId: standard.organisationId, userId: standard.id },
      at: new Date(now - DAY),
    },
  ];
  await db.transaction(async (tx) => {
    for (const p of packages) {
      if (p.records.length === 0) continue;
      await tx.insert(curatedPackages).values({
        id: p.id,
        name: p.name,
        description: p.description,
        createdBy: admin.id,
        createdAt: p.at,
        updatedAt: p.at,
      });
      await tx.insert(curatedPackageRecords).values(
        p.records.map((r, position) => ({
          curatedPackageId: p.id,
          sdcType: r.type,
          recordId: r.id,
          title: r.title,
          position,
        })),
      );
      await tx.insert(curatedPackageAssignments).values({
        id: `${p.id}-assignment`,
        curatedPackageId: p.id,
        ...p.assignedTo,
        assignedBy: admin.id,
        createdAt: p.at,
      });
    }
  });
}
