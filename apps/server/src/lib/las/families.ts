import type { CurveFamily } from "@strata/core";

const EXACT: Record<string, CurveFamily> = {
  GR: "gamma",
  SGR: "gamma",
  CGR: "gamma",
  CALI: "caliper",
  CAL: "caliper",
  HCAL: "caliper",
  RHOB: "density",
  DEN: "density",
  ZDEN: "density",
  NPHI: "neutron",
  TNPH: "neutron",
  NPOR: "neutron",
  PEF: "pef",
  PE: "pef",
  ILD: "resistivity",
  ILM: "resistivity",
  LLD: "resistivity",
  LLS: "resistivity",
  RT: "resistivity",
  RXO: "resistivity",
  MSFL: "resistivity",
  DT: "sonic",
  DTC: "sonic",
  DTS: "sonic",
  AC: "sonic",
  SP: "sp",
};

/**
 * The family of a curve by its mnemonic, the way log readers group tracks. A suffix after a
 * separator (`GR:1`, `GR_EDTC`, `RHOB[2]`) is ignored; every `RES…` mnemonic is resistivity.
 */
export function curveFamily(mnemonic: string): CurveFamily {
  const upper = mnemonic.toUpperCase();
  let end = 0;
  while (end < upper.length) {
    const c = upper.charCodeAt(end);
    if (!((c >= 65 && c <= 90) || (c >= 48 && c <= 57))) break;
    end++;
  }
  const stem = upper.slice(0, end);
  return EXACT[stem] ?? (stem.startsWith("RES") ? "resistivity" : "other");
}
