import { createHash } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { studyDocumentComments, studyDocuments, uploads, users } from "../../db/schema/index.ts";
import { demoEmail } from "../../lib/demo-accounts.ts";
import { STUDY_DOCUMENT_ATTACHABLE } from "./service.ts";

const DAY = 24 * 3600 * 1000;

/**
 * A one-page PDF 1.4 with the given lines in Helvetica: a few hundred bytes, with a correct xref
 * table, so every browser's viewer opens it.
 */
export function tinyPdf(lines: readonly string[]): Buffer {
  const pdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
  const content = [
    "BT /F1 18 Tf 72 760 Td",
    ...lines.map((line, i) => `${i === 0 ? "" : "0 -26 Td "}(${pdfString(line)}) Tj`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

interface DemoDocument {
  n: number;
  /** Whose organisation (the primary user's demo login) and who uploaded it. */
  organisationOf: string;
  uploader: string;
  title: string;
  kind: "thesis" | "report" | "poster";
  abstract: string;
  age: number;
  comments: readonly (readonly [login: string, body: string])[];
}

const DOCUMENTS: readonly DemoDocument[] = [
  {
    n: 1,
    organisationOf: "graduate",
    uploader: "graduate",
    title: "Turbidite reservoir architecture of the Malay Basin (MSc thesis)",
    kind: "thesis",
    abstract:
      "Seismic facies and well correlation of Group I turbidite sands, with net-to-gross maps for three fields.",
    age: 40,
    comments: [
      ["graduate-member", "Chapter 3's net-to-gross map would read better with the well names on it."],
      ["graduate", "Good point, I will add them in the next version."],
      ["graduate-member", "The porosity cut-off of 8 % could use a sentence on why."],
    ],
  },
  {
    n: 2,
    organisationOf: "graduate",
    uploader: "graduate-member",
    title: "Carbonate build-ups offshore Sarawak: a literature review",
    kind: "report",
    abstract: "What is known of the Central Luconia pinnacles: age, growth phases and gas trapping.",
    age: 25,
    comments: [["graduate", "Worth citing the 2019 seismic reprocessing here too."]],
  },
  {
    n: 3,
    organisationOf: "graduate",
    uploader: "graduate",
    title: "Pore pressure prediction in the Penyu Basin (poster)",
    kind: "poster",
    abstract: "Eaton's method calibrated to RFT pressures in six wells.",
    age: 9,
    comments: [],
  },
  {
    n: 4,
    organisationOf: "graduate",
    uploader: "graduate-member",
    title: "Source rock maturity of the Sabah Basin (MSc thesis draft)",
    kind: "thesis",
    abstract: "Vitrinite reflectance and Tmax trends from public well reports.",
    age: 3,
    comments: [["graduate", "Draft received, reading it this week."]],
  },
  {
    n: 5,
    organisationOf: "research",
    uploader: "research",
    title: "Shallow gas hazards from 3D seismic amplitude anomalies",
    kind: "report",
    abstract: "An inventory of bright spots above 800 m in the southern Malay Basin, with a hazard ranking.",
    age: 60,
    comments: [
      ["research-member", "The ranking table should give the amplitude threshold used."],
      ["research", "Added in section 4.2 of the revision."],
    ],
  },
  {
    n: 6,
    organisationOf: "research",
    uploader: "research-member",
    title: "Fault seal analysis in the Balingian Province",
    kind: "report",
    abstract: "Shale gouge ratio along eight faults, calibrated to known column heights.",
    age: 30,
    comments: [["research", "Could we add the Juxtaposition diagrams as an appendix?"]],
  },
  {
    n: 7,
    organisationOf: "research",
    uploader: "research",
    title: "Marine geophysics field season 2026 (poster)",
    kind: "poster",
    abstract: "Multibeam bathymetry and sub-bottom profiles from the spring survey.",
    age: 12,
    comments: [],
  },
];

const keyOf = (n: number) => `uploads/demo-study-document-${n}.pdf`;
const pdfOf = (doc: DemoDocument) =>
  tinyPdf([doc.title.slice(0, 60), `A demo ${doc.kind} of Strata`, "Page 1 of 1"]);

/** Writes the demo documents' PDFs under the storage folder (writeDemoFiles). */
export async function writeStudyDocumentsDemoFiles(storageDir: string): Promise<void> {
  for (const doc of DOCUMENTS) {
    const target = path.join(storageDir, ...keyOf(doc.n).split("/"));
    if (await stat(target).catch(() => null)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, pdfOf(doc));
  }
}

/** The graduate and research organisations' documents and threads (after the demo accounts). */
export async function seedStudyDocumentsDemo(db: Database, now: number): Promise<void> {
  const logins = [
    ...new Set(DOCUMENTS.flatMap((d) => [d.uploader, d.organisationOf, ...d.comments.map((c) => c[0])])),
  ];
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, organisationId: users.organisationId })
    .from(users)
    .where(
      inArray(
        users.email,
        logins.map((login) => demoEmail(login)),
      ),
    );
  const byLogin = new Map(
    logins.flatMap((login) => {
      const person = people.find((p) => p.email === demoEmail(login));
      return person ? [[login, person] as const] : [];
    }),
  );
  for (const doc of DOCUMENTS) {
    const uploader = byLogin.get(doc.uploader);
    const organisationId = byLogin.get(doc.organisationOf)?.organisationId;
    if (!uploader || !organisationId) continue;
    const id = `5d0c0000-0000-4000-8000-00000000000${doc.n}`;
    const uploadId = `demo-study-document-${doc.n}`;
    const [existing] = await db
      .select({ id: studyDocuments.id })
      .from(studyDocuments)
      .where(eq(studyDocuments.id, id));
    if (existing) continue;
    const pdf = pdfOf(doc);
    const at = new Date(now - doc.age * DAY);
    await db.insert(uploads).values({
      id: uploadId,
      attachableType: STUDY_DOCUMENT_ATTACHABLE,
      attachableId: id,
      organisationId,
      uploadedBy: uploader.id,
      fileName: `${doc.title
        .replace(/[^A-Za-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")
        .toLowerCase()
        .slice(0, 60)}.pdf`,
      contentType: "application/pdf",
      sizeBytes: pdf.length,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      storageKey: keyOf(doc.n),
      createdAt: at,
    });
    await db.insert(studyDocuments).values({
      id,
      organisationId,
      uploadId,
      title: doc.title,
      kind: doc.kind,
      abstract: doc.abstract,
      authorId: uploader.id,
      authorName: uploader.name,
      createdAt: at,
    });
    const comments = doc.comments.flatMap(([login, body], i) => {
      const author = byLogin.get(login);
      if (!author) return [];
      return [
        {
          id: `5d0c0000-0000-4000-8001-0000000000${doc.n}${i}`,
          documentId: id,
          organisationId,
          authorId: author.id,
          authorName: author.name,
          body,
          format: "plain",
          createdAt: new Date(at.getTime() + (i + 1) * DAY),
        },
      ];
    });
    if (comments.length > 0) await db.insert(studyDocumentComments).values(comments);
  }
}
