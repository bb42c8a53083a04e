import { randomUUID } from "node:crypto";
import { eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  contactMessages,
  eulaAcceptances,
  eulaVersions,
  staticContents,
  users,
} from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { sanitizeRichText } from "../../lib/rich-text.ts";

/** The demo customer who has not accepted the EULA in force, and is asked after signing in. */
export const EULA_PENDING_LOGIN = "mpm-study";
const DAY = 24 * 3600 * 1000;

const V1 = `<p>These terms govern the use of the Strata portal and of the data it provides.</p>
<h2>Use of data</h2><p>Data may be used for the subscriber's internal evaluation only.</p>`;
const V2 = `<p>These terms govern the use of the Strata portal and of the data it provides.</p>
<h2>Use of data</h2><p>Data may be used for the subscriber's internal evaluation only. It may not be
resold, published or shared outside the subscribing organisation.</p>
<h2>Downloads</h2><p>Downloaded files count against the organisation's credits and are logged.</p>`;

/**
 * Two EULA versions (the second in force; its text is the public EULA page), accepted by every demo
 * customer but one; a few contact messages and feedback for the staff inbox.
 */
export async function seedContactEulaDemo(db: Database) {
  const now = Date.now();
  const v1 = randomUUID();
  const v2 = randomUUID();
  await db.insert(eulaVersions).values([
    {
      id: v1,
      version: 1,
      title: "End-user licence agreement",
      body: sanitizeRichText(V1),
      published: false,
      publishedAt: new Date(now - 400 * DAY),
      createdAt: new Date(now - 400 * DAY),
    },
    {
      id: v2,
      version: 2,
      title: "End-user licence agreement",
      body: sanitizeRichText(V2),
      published: true,
      publishedAt: new Date(now - 30 * DAY),
      createdAt: new Date(now - 31 * DAY),
    },
  ]);
  await db
    .update(staticContents)
    .set({
      title: "End-user licence agreement",
      body: sanitizeRichText(V2),
      updatedAt: new Date(now - 30 * DAY),
    })
    .where(eq(staticContents.slug, "eula"));
  const pending = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail(EULA_PENDING_LOGIN)));
  const accepting = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.email, demoEmail(EULA_PENDING_LOGIN)));
  for (const { id } of accepting) {
    await db
      .insert(eulaAcceptances)
      .values({ userId: id, versionId: v2, acceptedAt: new Date(now - 20 * DAY) });
  }
  // The pending customer signed up under the first version, accepted it, and is asked about the
  // second (an account made after a version was published is not asked about it).
  await db
    .update(users)
    .set({ createdAt: new Date(now - 450 * DAY) })
    .where(eq(users.email, demoEmail(EULA_PENDING_LOGIN)));
  for (const { id } of pending) {
    await db
      .insert(eulaAcceptances)
      .values({ userId: id, versionId: v1, acceptedAt: new Date(now - 300 * DAY) });
  }

  const [standard] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoEmail("standard")));
  const message = (values: Partial<typeof contactMessages.$inferInsert> & { daysAgo: number }) => {
    const { daysAgo, ...rest } = values;
    return {
      id: randomUUID(),
      kind: "contact",
      status: "new",
      name: "",
      email: "",
      message: "",
      createdAt: new Date(now - daysAgo * DAY),
      ...rest,
    };
  };
  await db.insert(contactMessages).values([
    message({
      daysAgo: 1,
      name: "Daniel Wong",
      email: "daniel.wong@example.com",
      organisation: "Sarawak Offshore Ventures",
      subject: "Subscription for a new exploration team",
      message:
        "We are starting an exploration team in Miri and would like to know which tier covers well logs.",
    }),
    message({
      daysAgo: 3,
      name: "Nur Aisyah",
      email: "nur.aisyah@example.edu.my",
      organisation: "Universiti Teknologi",
      subject: "Academic access for a thesis",
      message: "Can a master's student use the graduate tier for a thesis on the Malay Basin?",
    }),
    message({
      daysAgo: 9,
      status: "handled",
      handledAt: new Date(now - 8 * DAY),
      name: "Marco Rossi",
      email: "m.rossi@example.it",
      subject: "Invoice address",
      message: "Please send our next invoice to the Kuala Lumpur office.",
    }),
    message({
      daysAgo: 2,
      kind: "feedback",
      name: standard?.name ?? "Demo customer",
      email: standard?.email ?? demoEmail("standard"),
      userId: standard?.id ?? null,
      rating: 4,
      category: "website",
      message: "The new map is much faster. A way to save map layers would help.",
    }),
    message({
      daysAgo: 5,
      kind: "feedback",
      name: "Anonymous visitor",
      email: "visitor@example.org",
      category: "data",
      message: "Some 1990s seismic surveys have no acquisition year.",
    }),
  ]);
}
