import { createHash } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import type { Database } from "../../db/client.ts";
import { faqCategories, faqs, news, uploads } from "../../db/schema/index.ts";
import { sanitizeRichText } from "../../lib/rich-text.ts";

/** The demo news image (written by writeNewsDemoFiles). */
const DEMO_NEWS_IMAGE_KEY = "uploads/demo-news-bid-round.png";
const DAY = 24 * 3600 * 1000;

/** A 480×240 PNG: a green band over a lighter field, drawn without an image library. */
function demoImage(): Buffer {
  const width = 480;
  const height = 240;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const wave = Math.sin(x / 40) * 20 + 140;
      const [r, g, b] = y > wave ? [27, 94, 32] : [200, 230, 201];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const NEWS = [
  {
    id: "8f0c2d1e-0000-4000-8000-000000000001",
    title: "Malaysia Bid Round 2026 data room opens",
    summary: "Seismic and well data for the six blocks on offer are now in the catalogue.",
    body: '<p>The data for the <strong>Malaysia Bid Round 2026</strong> blocks is available to MBR subscribers.</p><ul><li>2D and 3D seismic surveys</li><li>Well logs and final well reports</li></ul><p>See the <a href="/faqs">FAQs</a> for how to request access.</p>',
    status: "published",
    age: 2,
    image: true,
  },
  {
    id: "8f0c2d1e-0000-4000-8000-000000000002",
    title: "Scheduled maintenance on Saturday night",
    summary: "The portal is unavailable for two hours from 23:00 MYT.",
    body: "<p>Downloads in progress resume after the maintenance window.</p>",
    status: "published",
    age: 9,
    image: false,
  },
  {
    id: "8f0c2d1e-0000-4000-8000-000000000003",
    title: "New well analytics for premium subscribers",
    summary: "Draft: to be published with the release.",
    body: "<p>Premium subscribers can now compare production profiles across fields.</p>",
    status: "draft",
    age: 0,
    image: false,
  },
] as const;

const FAQ_CATEGORIES = [
  {
    name: "Subscriptions",
    faqs: [
      [
        "Which plan gives access to seismic data?",
        '<p>Standard and premium plans include the data catalogue and downloads; see <a href="/about-us">About us</a>.</p>',
      ],
      ["How do I renew?", "<p>The primary user opens <em>Subscription</em> and applies for a renewal.</p>"],
    ],
  },
  {
    name: "Payments and invoices",
    faqs: [
      [
        "How can we pay?",
        "<p>Online through FPX (personal or corporate banking) or by bank transfer with the slip uploaded.</p>",
      ],
      ["Is service tax included?", "<p>Service tax is shown on every invoice at its rate.</p>"],
    ],
  },
  {
    name: "Data and downloads",
    faqs: [
      ["How long can I download a package?", "<p>A ready package can be downloaded again for 14 days.</p>"],
      [
        "What do download credits pay for?",
        "<p>Each record in a download package costs credits; cancelled items are refunded.</p>",
      ],
    ],
  },
] as const;

/** Published and draft news (one with an image) and FAQs in three categories. */
export async function seedNewsDemo(db: Database): Promise<void> {
  const now = Date.now();
  const image = demoImage();
  for (const item of NEWS) {
    const at = new Date(now - item.age * DAY);
    await db
      .insert(news)
      .values({
        id: item.id,
        title: item.title,
        summary: item.summary,
        body: sanitizeRichText(item.body),
        status: item.status,
        lastStableStatus: item.status,
        publishedAt: item.status === "published" ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
    if (item.image) {
      await db
        .insert(uploads)
        .values({
          id: `demo-news-image-${item.id}`,
          attachableType: "news",
          attachableId: item.id,
          fileName: "bid-round-2026.png",
          contentType: "image/png",
          sizeBytes: image.length,
          sha256: createHash("sha256").update(image).digest("hex"),
          storageKey: DEMO_NEWS_IMAGE_KEY,
        })
        .onConflictDoNothing();
    }
  }
  for (const [c, category] of FAQ_CATEGORIES.entries()) {
    const categoryId = `8f0c2d1e-0000-4000-8001-00000000000${c + 1}`;
    await db
      .insert(faqCategories)
      .values({ id: categoryId, name: category.name, position: c + 1 })
      .onConflictDoNothing();
    for (const [f, [question, answer]] of category.faqs.entries()) {
      await db
        .insert(faqs)
        .values({
          id: `8f0c2d1e-0000-4000-8002-0000000000${c + 1}${f + 1}`,
          categoryId,
          question,
          answer: sanitizeRichText(answer),
          position: f + 1,
          published: true,
        })
        .onConflictDoNothing();
    }
  }
}

export async function writeNewsDemoFiles(storageDir: string): Promise<void> {
  const target = path.join(storageDir, ...DEMO_NEWS_IMAGE_KEY.split("/"));
  if (await stat(target).catch(() => null)) return;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, demoImage());
}
