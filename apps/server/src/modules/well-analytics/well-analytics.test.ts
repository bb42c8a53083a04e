import path from "node:path";
import { arpsRate } from "@strata/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createLocalStorage } from "../../plugins/storage.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import {
  insertFile,
  insertRecord,
  type SignedInUser,
  signedInUser,
} from "../catalogs/test/catalog-factory.ts";
import { refreshProductionSummaries } from "../production-data/index.ts";

let t: TestApp;
let premium: SignedInUser;
let staff: SignedInUser;
let standard: SignedInUser;
let basic: SignedInUser;
let graduate: SignedInUser;

/** Test wells: name, field, block, operator, region, peak oil rate (Sm³/d), decline per year, b. */
const WELLS = [
  {
    name: "WA-ALPHA-1",
    field: "WA Alpha",
    block: "WA-B1",
    operator: "WA Oil",
    region: "WA North",
    qi: 900,
    di: 0.3,
    b: 0,
  },
  {
    name: "WA-ALPHA-2/ST1",
    field: "WA Alpha",
    block: "WA-B1",
    operator: "WA Gas",
    region: "WA North",
    qi: 400,
    di: 0.5,
    b: 0.8,
  },
  {
    name: "WA-BETA-1",
    field: "WA Beta",
    block: "WA-B2",
    operator: "WA Oil",
    region: "WA South",
    qi: 1500,
    di: 0.7,
    b: 1,
  },
  {
    name: "WA-BETA-2",
    field: "WA Beta",
    block: "WA-B2",
    operator: "WA Oil",
    region: "WA South",
    qi: 200,
    di: 0.2,
    b: 0.4,
  },
];
const START_YEAR = 2000;
const MONTHS = 120;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Ten years of monthly rows per well: 6 months of build-up, then Arps decline from the peak. */
async function insertProduction(db: Database) {
  for (const w of WELLS) {
    await insertRecord(db, "Well_Log", {
      wellboreName: w.name,
      field: w.field,
      block: w.block,
      operator: w.operator,
      region: w.region,
    });
    const values = [];
    for (let k = 0; k < MONTHS; k++) {
      const year = START_YEAR + Math.floor(k / 12);
      const month = (k % 12) + 1;
      const days = daysIn(year, month);
      const rate =
        k < 6 ? (w.qi * (k + 1)) / 7 : arpsRate({ qi: w.qi, diPerMonth: w.di / 12, b: w.b }, k - 6);
      const oil = rate * days;
      const water = oil * Math.min(0.9, k / MONTHS);
      const gas = oil * 150;
      values.push(sql`(${w.name}, ${year}, ${month}, ${days}, ${oil}, ${gas}, ${water})`);
    }
    await db.execute(sql`insert into production_monthly
      (wellbore_name, year, month, on_stream_days, oil_sm3, gas_sm3, water_sm3) values ${sql.join(values, sql`, `)}`);
  }
  await refreshProductionSummaries(
    db,
    WELLS.map((w) => w.name),
  );
}

function lasText(grValues: number[], top: number, step: number): string {
  return [
    "~Version",
    " VERS.  2.0 : CWLS LOG ASCII STANDARD - VERSION 2.0",
    " WRAP.  NO  : ONE LINE PER DEPTH STEP",
    "~Well",
    ` STRT.M  ${top.toFixed(4)} : START DEPTH`,
    ` STOP.M  ${(top + (grValues.length - 1) * step).toFixed(4)} : STOP DEPTH`,
    ` STEP.M  ${step} : STEP`,
    " NULL.   -999.25 : NULL VALUE",
    "~Curve",
    " DEPT.M : DEPTH",
    " GR.GAPI : GAMMA RAY",
    " RHOB.G/C3 : DENSITY",
    "~A",
    ...grValues.map((gr, i) => `${(top + i * step).toFixed(4)} ${gr.toFixed(2)} 2.3500`),
    "",
  ].join("\n");
}

async function logFile(recordId: string, name: string, wellboreName: string, bytes: string) {
  const db = t.database.db;
  await insertRecord(db, "Well_Log", { wellLogFileInfoID: recordId, fileName: name, wellboreName });
  await insertFile(db, "Well_Log", recordId, name, bytes.length);
  const storage = createLocalStorage(path.join(t.config.dataDir, "storage"));
  await storage.write(`test/${recordId}/${name}`, Buffer.from(bytes, "latin1"));
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await insertProduction(db);
  // 101 samples, 0.5 m apart, over 1000–1050 m: GR 40 (sand) for the first 41, 110 (shale) for the rest,
  // one null sample in the shale.
  const gr = Array.from({ length: 101 }, (_, i) => (i === 80 ? -999.25 : i <= 40 ? 40 : 110));
  await logFile("WA-LOG-1", "WA_ALPHA_1_GR.las", "WA-ALPHA-1", lasText(gr, 1000, 0.5));
  await logFile(
    "WA-LOG-2",
    "WA_BETA_1_NOGR.las",
    "WA-BETA-1",
    lasText(gr, 1000, 0.5).replace(" GR.GAPI", " CALI.IN"),
  );
  [premium, staff, standard, basic, graduate] = await Promise.all([
    signedInUser(t.app, db, { role: "premium" }),
    signedInUser(t.app, db, { role: "superadmin" }),
    signedInUser(t.app, db, { role: "standard" }),
    signedInUser(t.app, db, { role: "basic" }),
    signedInUser(t.app, db, { role: "graduate" }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, user: SignedInUser | null = premium) =>
  t.app.inject({
    method: "GET",
    url: `/api/well-analytics/${url}`,
    headers: user ? { cookie: user.cookie } : {},
  });
const enc = encodeURIComponent;

describe("rights", () => {
  const urls = [
    `wells/${enc("WA-ALPHA-1")}/analytics`,
    `fields/${enc("WA Alpha")}/analytics`,
    `wells/${enc("WA-ALPHA-1")}/decline`,
    `fields/${enc("WA Beta")}/decline`,
    "rankings",
    "rankings/filters",
    `wellbores/${enc("WA-ALPHA-1")}/net-thickness`,
  ];
  it("premium and the superadmin read every call", async () => {
    for (const url of urls) {
      const res = await get(url, premium);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect((await get(url, staff)).statusCode, url).toBe(200);
    }
  });
  it("standard, basic and graduate are refused (403); signed out is 401", async () => {
    for (const url of urls) {
      for (const user of [standard, basic, graduate]) {
        const res = await get(url, user);
        expect(res.statusCode, `${url} as ${user.role}`).toBe(403);
      }
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });
});

describe("analytics series", () => {
  it("gives cumulative volumes, water cut and GOR per month for a well", async () => {
    const res = await get(`wells/${enc("WA-ALPHA-2/ST1")}/analytics`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.subject).toEqual({ kind: "well", name: "WA-ALPHA-2/ST1", field: "WA Alpha" });
    expect(body.units).toEqual({ volume: "Sm³", waterCut: "%", gor: "Sm³/Sm³" });
    expect(body.periods).toHaveLength(MONTHS);
    expect(body.periods[0]).toBe("2000-01");
    expect(body.periods[MONTHS - 1]).toBe("2009-12");
    const oilSum = body.oilSm3.reduce((a: number, b: number) => a + b, 0);
    expect(body.cumOilSm3[MONTHS - 1]).toBeCloseTo(oilSum, 3);
    expect(body.gorSm3PerSm3[50]).toBeCloseTo(150, 6);
    const k = 60;
    const wc = (body.waterSm3[k] / (body.oilSm3[k] + body.waterSm3[k])) * 100;
    expect(body.waterCutPercent[k]).toBeCloseTo(wc, 6);
    expect(body.waterCutPercent[0]).toBe(0);
  });
  it("sums a field's wells", async () => {
    const field = (await get(`fields/${enc("WA Beta")}/analytics`)).json();
    const b1 = (await get(`wells/WA-BETA-1/analytics`)).json();
    const b2 = (await get(`wells/WA-BETA-2/analytics`)).json();
    expect(field.subject).toEqual({ kind: "field", name: "WA Beta", field: "WA Beta" });
    expect(field.cumOilSm3[MONTHS - 1]).toBeCloseTo(b1.cumOilSm3[MONTHS - 1] + b2.cumOilSm3[MONTHS - 1], 0);
  });
  it("answers 404 for an unknown well or field", async () => {
    expect((await get("wells/NO-SUCH-WELL/analytics")).statusCode).toBe(404);
    expect((await get("fields/No%20such%20field/analytics")).statusCode).toBe(404);
    expect((await get("wells/NO-SUCH-WELL/decline")).statusCode).toBe(404);
    expect((await get("fields/Nowhere/decline")).statusCode).toBe(404);
  });
});

describe("decline", () => {
  it("fits the decline after the peak and recovers the well's parameters", async () => {
    const res = await get(`wells/${enc("WA-ALPHA-1")}/decline?model=exponential`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.window).toEqual({ from: "2000-07", to: "2009-12" });
    expect(body.units).toMatchObject({ rate: "Sm³/d", di: "1/year", volume: "Sm³" });
    expect(body.fit).toMatchObject({ model: "exponential", converged: true, b: 0, n: 114 });
    expect(body.fit.qi).toBeCloseTo(900, 0);
    expect(body.fit.diPerYear).toBeCloseTo(0.3, 3);
    expect(body.fitted.periods).toHaveLength(114);
    expect(body.actual.periods).toHaveLength(MONTHS);
    expect(body.forecast.periods[0]).toBe("2010-01");
    expect(body.forecast.rates[0]).toBeLessThan(body.fitted.rates[113]);
    const cum = (await get("wells/WA-ALPHA-1/analytics")).json().cumOilSm3[MONTHS - 1];
    expect(body.eur.cumulativeToDateSm3).toBeCloseTo(cum, -1);
    expect(body.eur.eurSm3).toBeGreaterThan(cum);
    expect(body.eur).toMatchObject({ economicLimitSm3PerDay: 1, horizonYears: 30 });
  });
  it("picks the best model and fits a field's gas", async () => {
    const hyp = (await get(`wells/${enc("WA-ALPHA-2/ST1")}/decline?model=best`)).json();
    expect(hyp.fit.model).toBe("hyperbolic");
    expect(hyp.fit.b).toBeCloseTo(0.8, 2);
    const gas = await get(
      `fields/${enc("WA Beta")}/decline?stream=gas&from=2001-01&to=2008-12&model=hyperbolic`,
    );
    expect(gas.statusCode, gas.body).toBe(200);
    expect(gas.json()).toMatchObject({ stream: "gas", window: { from: "2001-01", to: "2008-12" } });
    expect(gas.json().fit.converged).toBe(true);
  });
  it("says when a window does not decline", async () => {
    const body = (await get("wells/WA-BETA-1/decline?from=2000-01&to=2000-06")).json();
    expect(body.fit).toMatchObject({ converged: false, reason: "non-declining" });
    expect(body.eur).toBeNull();
    expect(body.fitted.periods).toEqual([]);
  });
  it("answers 400 naming the field for an inverted or bad window", async () => {
    const inverted = await get("wells/WA-BETA-1/decline?from=2005-01&to=2004-01");
    expect(inverted.statusCode).toBe(400);
    expect(inverted.body).toContain("querystring.from");
    const bad = await get("wells/WA-BETA-1/decline?from=2005-13");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("querystring.from");
    const late = await get("wells/WA-BETA-1/decline?from=2030-01");
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain("querystring.from");
    expect((await get("wells/WA-BETA-1/decline?model=quadratic")).statusCode).toBe(400);
    expect((await get("wells/WA-BETA-1/decline?horizonYears=1000")).statusCode).toBe(400);
  });
});

describe("rankings", () => {
  it("ranks wells by cumulative oil, filtered by region, block and operator", async () => {
    const all = (await get("rankings?of=wells&by=cumulative&stream=oil")).json();
    expect(all).toMatchObject({ of: "wells", by: "cumulative", unit: "Sm³", total: 4, offset: 0 });
    const values = all.items.map((i: { value: number }) => i.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(all.items[0]).toMatchObject({
      rank: 1,
      name: "WA-BETA-1",
      field: "WA Beta",
      firstPeriod: "2000-01",
      lastPeriod: "2009-12",
    });
    const south = (await get("rankings?region=WA%20South")).json();
    expect(south.items.map((i: { name: string }) => i.name).sort()).toEqual(["WA-BETA-1", "WA-BETA-2"]);
    const two = (await get("rankings?block=WA-B1&block=WA-B2&block=WA-B1&operator=WA%20Gas")).json();
    expect(two.items.map((i: { name: string }) => i.name)).toEqual(["WA-ALPHA-2/ST1"]);
    const page = (await get("rankings?limit=1&offset=1")).json();
    expect(page).toMatchObject({ total: 4, limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0].rank).toBe(2);
    const past = (await get("rankings?offset=10")).json();
    expect(past).toMatchObject({ total: 4, items: [] });
  });
  it("ranks by peak rate, and fields by their sum", async () => {
    const peak = (await get("rankings?by=peak-rate")).json();
    expect(peak.unit).toBe("Sm³/d");
    expect(peak.items[0].name).toBe("WA-BETA-1");
    expect(peak.items[0].value).toBeCloseTo(1500, 0);
    const fields = (await get("rankings?of=fields&by=cumulative&stream=gas")).json();
    expect(fields.items.map((i: { name: string }) => i.name)).toEqual(["WA Beta", "WA Alpha"]);
    expect(fields.items[1]).toMatchObject({ wells: 2, block: "WA-B1", operator: null, region: "WA North" });
    const fieldPeak = (await get("rankings?of=fields&by=peak-rate&operator=WA%20Gas")).json();
    expect(fieldPeak.items.map((i: { name: string }) => i.name)).toEqual(["WA Alpha"]);
    expect(fieldPeak.items[0].value).toBeGreaterThan(900);
  });
  it("lists the filter choices", async () => {
    const body = (await get("rankings/filters")).json();
    expect(body.regions).toEqual(expect.arrayContaining(["WA North", "WA South"]));
    expect(body.blocks).toEqual(expect.arrayContaining(["WA-B1", "WA-B2"]));
  });
  it("answers 400 for bad parameters", async () => {
    expect((await get("rankings?limit=101")).statusCode).toBe(400);
    const water = await get("rankings?by=peak-rate&stream=water");
    expect(water.statusCode).toBe(400);
    expect(water.body).toContain("querystring.stream");
    const many = Array.from({ length: 51 }, (_, i) => `region=R${i}`).join("&");
    expect((await get(`rankings?${many}`)).statusCode).toBe(400);
  });
});

describe("net thickness", () => {
  it("adds the depth where GR is below the cutoff", async () => {
    const res = await get("wellbores/WA-ALPHA-1/net-thickness?gammaRayCutoff=75");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      wellboreName: "WA-ALPHA-1",
      file: { name: "WA_ALPHA_1_GR.las" },
      curve: { mnemonic: "GR" },
      gammaRayCutoff: 75,
      topM: 1000,
      bottomM: 1050,
      samples: 100,
    });
    // 41 sand samples: 40 × 0.5 m + the top one's half step; the null sample's 0.5 m is not logged.
    expect(body.netM).toBeCloseTo(20.25, 6);
    expect(body.grossM).toBeCloseTo(49.5, 6);
    expect(body.netToGross).toBeCloseTo(20.25 / 49.5, 3);
    const all = (await get("wellbores/WA-ALPHA-1/net-thickness?gammaRayCutoff=200")).json();
    expect(all.netM).toBeCloseTo(all.grossM, 6);
    expect((await get("wellbores/WA-ALPHA-1/net-thickness?gammaRayCutoff=0")).json().netM).toBe(0);
  });
  it("answers 404 without a LAS file with GR, 400 for a cutoff out of bounds", async () => {
    expect((await get("wellbores/WA-BETA-1/net-thickness")).statusCode).toBe(404);
    expect((await get("wellbores/NO-SUCH-WELL/net-thickness")).statusCode).toBe(404);
    const bad = await get("wellbores/WA-ALPHA-1/net-thickness?gammaRayCutoff=301");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("gammaRayCutoff");
    expect((await get("wellbores/WA-ALPHA-1/net-thickness?gammaRayCutoff=abc")).statusCode).toBe(400);
  });
});
