/**
 * Names and places for demo and benchmark catalogue data: Malaysian offshore basins with their
 * region code, an offshore extent (lon/lat), fields and the licence blocks laid over them.
 */

export type RegionCode = "PM" | "SB" | "SK";

export interface Basin {
  name: string;
  region: RegionCode;
  /** [minLon, minLat, maxLon, maxLat], offshore. */
  extent: [number, number, number, number];
  /** Blocks are a cols × rows grid over the extent, numbered from `firstBlock`. */
  grid: [number, number];
  firstBlock: number;
  fields: string[];
  /** Relative share of the records. */
  weight: number;
}

export const BASINS: Basin[] = [
  {
    name: "Malay Basin",
    region: "PM",
    extent: [103.7, 4.7, 106.1, 7.1],
    grid: [6, 5],
    firstBlock: 301,
    weight: 30,
    fields: [
      "Tapis",
      "Seligi",
      "Guntong",
      "Bekok",
      "Tabu",
      "Pulai",
      "Dulang",
      "Bunga Kekwa",
      "Bunga Raya",
      "Bunga Orkid",
      "Cakerawala",
      "Angsi",
      "Resak",
      "Jerneh",
      "Lawit",
      "Sepat",
      "Irong Barat",
      "Tiong",
      "Kepong",
      "Bertam",
      "Semangkok",
      "Inas",
      "Telok",
      "Tangga Barat",
      "Abu",
      "Penara",
    ],
  },
  {
    name: "Penyu Basin",
    region: "PM",
    extent: [103.7, 3.7, 105.2, 4.6],
    grid: [4, 2],
    firstBlock: 331,
    weight: 6,
    fields: ["Rhu", "Tembikai", "Kenari", "Pelanduk", "Belumut", "Chermingat"],
  },
  {
    name: "Central Luconia",
    region: "SK",
    extent: [111.7, 4.0, 113.6, 5.8],
    grid: [5, 4],
    firstBlock: 301,
    weight: 16,
    fields: [
      "M1",
      "M3",
      "F6",
      "E11",
      "F23",
      "Jintan",
      "Kasawari",
      "Kanowit",
      "Serai",
      "Saderi",
      "Bijan",
      "Timi",
    ],
  },
  {
    name: "Balingian Province",
    region: "SK",
    extent: [111.3, 2.95, 112.8, 3.85],
    grid: [4, 3],
    firstBlock: 401,
    weight: 9,
    fields: ["Bayan", "Temana", "D18", "D35", "Jerun", "Balingian East", "Patricia", "Dana"],
  },
  {
    name: "West Luconia",
    region: "SK",
    extent: [110.3, 3.5, 111.6, 5.2],
    grid: [3, 4],
    firstBlock: 413,
    weight: 4,
    fields: ["Rosmari", "Marjoram", "Lang Lebah", "Selasih", "Tamarind"],
  },
  {
    name: "Baram Delta",
    region: "SK",
    extent: [113.4, 4.3, 114.35, 5.0],
    grid: [3, 2],
    firstBlock: 321,
    weight: 8,
    fields: ["Baram", "West Lutong", "Bokor", "Betty", "Baronia", "Siwa", "Tukau", "Fairley Baram"],
  },
  {
    name: "Sabah Basin",
    region: "SB",
    extent: [114.9, 5.5, 116.0, 7.1],
    grid: [3, 4],
    firstBlock: 301,
    weight: 12,
    fields: [
      "Samarang",
      "Erb West",
      "St Joseph",
      "South Furious",
      "Barton",
      "Kinabalu",
      "Sumandak",
      "Gindanu",
      "Kebabangan",
    ],
  },
  {
    name: "Sabah Deepwater",
    region: "SB",
    extent: [113.9, 6.0, 114.8, 7.6],
    grid: [2, 5],
    firstBlock: 401,
    weight: 8,
    fields: ["Gumusut", "Kikeh", "Malikai", "Limbayong", "Rotan", "Siakap North-Petai", "Kakap", "Pegaga"],
  },
  {
    name: "Sandakan Basin",
    region: "SB",
    extent: [117.7, 5.75, 119.0, 6.9],
    grid: [3, 2],
    firstBlock: 313,
    weight: 4,
    fields: ["Benggaya", "Kuda Laut", "Tabawan", "Sebatik", "Bongaya"],
  },
  {
    name: "Tarakan Basin",
    region: "SB",
    extent: [117.75, 4.05, 118.6, 4.7],
    grid: [2, 2],
    firstBlock: 319,
    weight: 3,
    fields: ["Wallace", "Tawau Deep", "Semporna"],
  },
];

export const OPERATORS = [
  "PETRONAS Carigali Sdn Bhd",
  "ExxonMobil Exploration and Production Malaysia Inc",
  "Sarawak Shell Berhad",
  "Sabah Shell Petroleum Company Ltd",
  "Murphy Sabah Oil Co Ltd",
  "Hess Exploration and Production Malaysia B.V.",
  "PTTEP Malaysia Ltd",
  "Repsol Oil & Gas Malaysia Ltd",
  "Mubadala Energy (South East Asia) Ltd",
  "JX Nippon Oil & Gas Exploration (Malaysia) Ltd",
  "Vestigo Petroleum Sdn Bhd",
  "Hibiscus Oil & Gas Malaysia Ltd",
  "ConocoPhillips Sabah Ltd",
  "Jadestone Energy (Malaysia) Sdn Bhd",
  "KUFPEC Malaysia Ltd",
  "SapuraOMV Upstream (Sarawak) Inc",
];

/** Acquisition contractors, older ones first: a survey picks among those active in its year. */
export const ACQUISITION_CONTRACTORS: { name: string; from: number; to: number }[] = [
  { name: "Geophysical Service Inc", from: 1965, to: 1988 },
  { name: "Western Geophysical", from: 1965, to: 2000 },
  { name: "Digicon Geophysical", from: 1970, to: 1995 },
  { name: "Geco-Prakla", from: 1975, to: 2000 },
  { name: "CGG", from: 1968, to: 2026 },
  { name: "PGS", from: 1992, to: 2026 },
  { name: "WesternGeco", from: 2000, to: 2026 },
  { name: "BGP", from: 2005, to: 2026 },
  { name: "Polarcus", from: 2009, to: 2021 },
  { name: "Dolphin Geophysical", from: 2010, to: 2016 },
  { name: "Shearwater GeoServices", from: 2016, to: 2026 },
  { name: "Fugro Geoteam", from: 1990, to: 2013 },
];

export const PROCESSING_CONTRACTORS = [
  "CGG",
  "PGS",
  "WesternGeco",
  "DUG Technology",
  "TGS",
  "Geotrace",
  "ION GX Technology",
  "PETRONAS Geoscience Processing Centre",
];

export const PROCESSING_STAGES_2D = [
  "Field Data",
  "Brute Stack",
  "Final Stack",
  "Final Migration",
  "PSTM",
  "Reprocessed PSTM",
];
export const PROCESSING_STAGES_3D = ["Raw Gathers", "Final Stack", "PSTM", "PSDM", "Reprocessed PSDM"];

export const CRS_BY_REGION: Record<RegionCode, string[]> = {
  PM: [
    "Kertau 1968 / Peninsular RSO",
    "GDM2000 / Peninsula RSO",
    "WGS 84 / UTM zone 48N",
    "WGS 84 / UTM zone 47N",
  ],
  SK: [
    "Timbalai 1948 / RSO Borneo (m)",
    "GDM2000 / East Malaysia BRSO",
    "WGS 84 / UTM zone 49N",
    "WGS 84 / UTM zone 50N",
  ],
  SB: ["Timbalai 1948 / RSO Borneo (m)", "GDM2000 / East Malaysia BRSO", "WGS 84 / UTM zone 50N"],
};

export const DATUMS = ["WGS 84", "GDM2000", "Kertau 1968", "Timbalai 1948"];
export const PROJECTIONS = [
  "Peninsular RSO",
  "RSO Borneo",
  "UTM zone 47N",
  "UTM zone 48N",
  "UTM zone 49N",
  "UTM zone 50N",
  "Geographic (lat/long)",
];

export const LINE_GEOMETRIES = ["Straight", "Crooked", "Dog-leg"];

export const NON_SEISMIC_SURVEY_TYPES = [
  "Gravity",
  "Magnetic",
  "Gravity and Magnetic",
  "Multibeam Bathymetry",
  "Side-scan Sonar",
  "Seabed Coring",
  "Sea-bottom Geochemistry",
  "Controlled-source Electromagnetic",
  "Heat Flow",
  "Aeromagnetic",
];

/** Well-log dataset groups with the data types (and file extension) each holds. */
export const DATASET_GROUPS: {
  group: string;
  types: { name: string; code: string; ext: "las" | "pdf" }[];
}[] = [
  {
    group: "Wireline Logs",
    types: [
      { name: "Gamma Ray", code: "GR", ext: "las" },
      { name: "Resistivity", code: "RES", ext: "las" },
      { name: "Density-Neutron", code: "DN", ext: "las" },
      { name: "Sonic", code: "DT", ext: "las" },
      { name: "Caliper", code: "CAL", ext: "las" },
    ],
  },
  {
    group: "LWD/MWD",
    types: [
      { name: "Gamma Ray", code: "GR", ext: "las" },
      { name: "Resistivity", code: "RES", ext: "las" },
      { name: "Formation Pressure", code: "FPT", ext: "las" },
    ],
  },
  { group: "Mud Logs", types: [{ name: "Mud Gas", code: "MUD", ext: "pdf" }] },
  { group: "Composite Logs", types: [{ name: "Composite", code: "CPI", ext: "pdf" }] },
  {
    group: "Checkshot/VSP",
    types: [
      { name: "Checkshot", code: "CKS", ext: "las" },
      { name: "VSP", code: "VSP", ext: "las" },
    ],
  },
];

export const PRIMARY_DATUMS = ["KB", "RT", "DF", "MSL"];

export const REPORT_CATEGORIES = [
  "Well Completion Report",
  "Seismic Acquisition Report",
  "Seismic Processing Report",
  "Geological Study",
  "Petrophysical Evaluation",
  "Reservoir Study",
  "Biostratigraphy",
  "Geochemistry",
  "Non-Seismic Interpretation",
];

export const CONSULTANCIES = [
  "Robertson Research International",
  "Core Laboratories Malaysia",
  "Schlumberger Data Services",
  "Baker Hughes",
  "Ichron Ltd",
  "GeoMark Research",
  "PETRONAS Research Sdn Bhd",
];

export const AUTHORS = [
  "Ahmad Zaki Hashim",
  "Lim Wei Jie",
  "Nor Azlina Ismail",
  "R. Subramaniam",
  "J. P. van der Berg",
  "Tan Mei Hua",
  "Mohd Firdaus Salleh",
  "Chong Kah Seng",
  "S. K. Menon",
  "Rosnah Abdullah",
  "D. R. McAllister",
  "Wong Siew Ling",
  "Faizal Rahim",
  "K. Nakamura",
  "Hafizah Omar",
  "P. G. Richards",
];

export const SURVEY_WORDS = [
  "Rajawali",
  "Kenyalang",
  "Merbok",
  "Helang",
  "Serindit",
  "Enggang",
  "Tiong Batu",
  "Pucung",
  "Kekek",
  "Layang",
  "Murai",
  "Bangau",
  "Pelikan",
  "Camar",
  "Undan",
  "Belibis",
  "Tekukur",
  "Merak",
  "Kedidi",
  "Rawa",
];
