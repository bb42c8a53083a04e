/** Glossary terms and tags of the demo catalogue. */

export const GLOSSARY: { term: string; definition: string; category: string }[] = [
  {
    term: "SEG-Y",
    definition:
      "The Society of Exploration Geophysicists' standard file format for seismic trace data: a 3200-byte textual header, a 400-byte binary header, then traces with 240-byte headers.",
    category: "Formats",
  },
  {
    term: "LAS",
    definition:
      "Log ASCII Standard: the Canadian Well Logging Society's text format for well-log curves, one line per depth step.",
    category: "Formats",
  },
  {
    term: "USI",
    definition:
      "Unique Survey Identifier: the repository's code for a seismic survey (2D or 3D), shared by all its lines or volumes.",
    category: "Identifiers",
  },
  {
    term: "UNSI",
    definition:
      "Unique Non-Seismic Identifier: the repository's code for a non-seismic survey such as gravity, magnetics or bathymetry.",
    category: "Identifiers",
  },
  {
    term: "Barcode number",
    definition: "The repository's identifier of a technical report volume, printed on the physical copy.",
    category: "Identifiers",
  },
  {
    term: "Shotpoint",
    definition:
      "A numbered position along a seismic line where the source was fired; first and last shotpoints bound the line.",
    category: "Seismic",
  },
  {
    term: "Inline",
    definition:
      "A line of a 3D survey parallel to the acquisition direction (the I axis); crosslines run across it (the J axis).",
    category: "Seismic",
  },
  {
    term: "Bin",
    definition:
      "The cell of a 3D survey grid into which traces are gathered; its widths on the I and J axes set the survey's resolution.",
    category: "Seismic",
  },
  {
    term: "PSTM",
    definition:
      "Pre-stack time migration: imaging that moves reflections to their true position in two-way time before stacking.",
    category: "Processing",
  },
  {
    term: "PSDM",
    definition:
      "Pre-stack depth migration: imaging in depth with a velocity model; preferred beneath complex overburden.",
    category: "Processing",
  },
  {
    term: "Brute stack",
    definition: "A first, quick stack of seismic data with preliminary velocities, used for quality control.",
    category: "Processing",
  },
  {
    term: "Final stack",
    definition:
      "The stack of seismic data with final velocities and corrections, the usual interpretation product.",
    category: "Processing",
  },
  {
    term: "TWT",
    definition:
      "Two-way time: the time a seismic wave takes from the surface down to a reflector and back, in milliseconds.",
    category: "Seismic",
  },
  {
    term: "Domain type",
    definition: "Whether seismic samples are in time (milliseconds) or depth (metres).",
    category: "Seismic",
  },
  { term: "Spud date", definition: "The date drilling of a well began.", category: "Wells" },
  {
    term: "Total depth",
    definition: "The deepest point reached by a wellbore, measured along the hole from the primary datum.",
    category: "Wells",
  },
  {
    term: "Kelly bushing (KB)",
    definition: "The drilling-floor reference from which depths of many offshore wells are measured.",
    category: "Wells",
  },
  {
    term: "Rotary table (RT)",
    definition: "A depth reference on the rig floor, like the kelly bushing.",
    category: "Wells",
  },
  {
    term: "Wellbore",
    definition:
      "One hole from surface to its bottom; a sidetrack (ST1) is a new wellbore drilled from an existing one.",
    category: "Wells",
  },
  {
    term: "Wireline log",
    definition:
      "A measurement down a well by tools lowered on a cable after drilling, as opposed to logging while drilling (LWD).",
    category: "Wells",
  },
  {
    term: "Gamma ray",
    definition:
      "A log of natural radioactivity, which separates shales (high) from clean sands and carbonates (low).",
    category: "Wells",
  },
  {
    term: "Density-neutron",
    definition: "Porosity logs run together; their crossover flags gas-bearing intervals.",
    category: "Wells",
  },
  {
    term: "Checkshot",
    definition: "A borehole survey of seismic travel time against depth, used to tie wells to seismic.",
    category: "Wells",
  },
  {
    term: "Block",
    definition: "A licence area offered to and held by a production sharing contractor, e.g. PM301 or SK408.",
    category: "Licensing",
  },
  {
    term: "PSC",
    definition:
      "Production sharing contract: the licence under which a contractor explores and produces a block.",
    category: "Licensing",
  },
  {
    term: "MBR",
    definition:
      "Malaysia Bid Round: the annual offer of open blocks; bid-round data packages support bidders.",
    category: "Licensing",
  },
  {
    term: "Malay Basin",
    definition: "The prolific oil and gas basin offshore east of Peninsular Malaysia (region PM).",
    category: "Basins",
  },
  {
    term: "Central Luconia",
    definition: "A gas province of carbonate build-ups offshore Sarawak (region SK).",
    category: "Basins",
  },
  {
    term: "Sabah Deepwater",
    definition: "The deepwater fold-and-thrust belt offshore north-west Sabah (region SB).",
    category: "Basins",
  },
  {
    term: "Gravity survey",
    definition: "A non-seismic survey measuring variations of gravity to map basement and basin shape.",
    category: "Non-seismic",
  },
  {
    term: "Multibeam bathymetry",
    definition: "A sonar survey mapping the sea floor's depth in swaths.",
    category: "Non-seismic",
  },
  {
    term: "CRS",
    definition:
      "Coordinate reference system: the datum and projection in which a dataset's coordinates are given.",
    category: "Geodesy",
  },
  {
    term: "Datum",
    definition: "The geodetic model positions refer to, e.g. WGS 84, GDM2000, Kertau 1968 or Timbalai 1948.",
    category: "Geodesy",
  },
  {
    term: "RSO",
    definition:
      "Rectified Skew Orthomorphic: the projection of Malaysia's national grids (Peninsular RSO, RSO Borneo).",
    category: "Geodesy",
  },
];

export const TAGS: { name: string; description: string }[] = [
  { name: "Deepwater", description: "Acquired or drilled in more than 200 m of water." },
  { name: "Gas", description: "Associated with a gas discovery or field." },
  { name: "Oil", description: "Associated with an oil discovery or field." },
  { name: "HPHT", description: "High pressure, high temperature conditions." },
  { name: "Carbonate", description: "Carbonate reservoir or build-up play." },
  { name: "Clastic", description: "Sandstone reservoir play." },
  { name: "Exploration", description: "From an exploration campaign." },
  { name: "Development", description: "From field development or production." },
  { name: "Reprocessed", description: "Data reprocessed with modern workflows." },
  { name: "Legacy", description: "Acquired before 1990; digitised from tape or paper." },
];
