import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { CoreSample } from "../api/core-analysis.ts";

const pct = (v: number | null) => (v === null ? "—" : (v * 100).toFixed(1));
const num = (v: number | null, digits: number) => (v === null ? "—" : v.toFixed(digits));
const mD = (v: number | null) => (v === null ? "—" : v < 1 ? v.toPrecision(2) : v.toFixed(v < 100 ? 1 : 0));

/** Every plug by depth; units in the headers (fractions shown as %). */
export function SampleTable({ samples }: { samples: readonly CoreSample[] }) {
  return (
    <TableContainer sx={{ maxHeight: 520 }}>
      <Table size="small" stickyHeader aria-label="Core samples by depth">
        <TableHead>
          <TableRow>
            <TableCell>Depth (m MD)</TableCell>
            <TableCell>Sample</TableCell>
            <TableCell>Formation</TableCell>
            <TableCell>Analysis</TableCell>
            <TableCell align="right">Porosity (%)</TableCell>
            <TableCell align="right">Kh (mD)</TableCell>
            <TableCell align="right">Kv (mD)</TableCell>
            <TableCell align="right">Grain density (g/cm³)</TableCell>
            <TableCell align="right">Sw (%)</TableCell>
            <TableCell align="right">So (%)</TableCell>
            <TableCell align="right">Sg (%)</TableCell>
            <TableCell>Lithology</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {samples.map((s) => (
            <TableRow key={s.id} hover>
              <TableCell>{s.depthM.toFixed(2)}</TableCell>
              <TableCell>{s.sampleNumber}</TableCell>
              <TableCell>{s.formation ?? "—"}</TableCell>
              <TableCell>{s.analysisType}</TableCell>
              <TableCell align="right">{pct(s.porosityFraction)}</TableCell>
              <TableCell align="right">{mD(s.permeabilityHorizontalMd)}</TableCell>
              <TableCell align="right">{mD(s.permeabilityVerticalMd)}</TableCell>
              <TableCell align="right">{num(s.grainDensityGPerCm3, 3)}</TableCell>
              <TableCell align="right">{pct(s.waterSaturationFraction)}</TableCell>
              <TableCell align="right">{pct(s.oilSaturationFraction)}</TableCell>
              <TableCell align="right">{pct(s.gasSaturationFraction)}</TableCell>
              <TableCell>{s.lithology ?? "—"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
