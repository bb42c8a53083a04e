import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { CoreCrossplot } from "../api/core-analysis.ts";
import { decadeLabel, formationColours } from "./formation-colours.ts";

const W = 640;
const H = 420;
const M = { left: 64, right: 16, top: 16, bottom: 48 };
const fixed = (v: number | null, digits: number) => (v === null ? "—" : v.toFixed(digits));

/** Porosity (%) against horizontal permeability (mD, log axis) per formation, with each fitted trend line. */
export function Crossplot({ data }: { data: CoreCrossplot }) {
  const all = data.formations.flatMap((f) => f.points);
  if (all.length === 0)
    return <Typography color="text.secondary">No samples have both porosity and permeability.</Typography>;
  const colours = formationColours(data.formations.map((f) => f.formation));
  const maxPhi = Math.max(0.05, Math.ceil(Math.max(...all.map((p) => p.porosityFraction)) * 20) / 20);
  const minLog = Math.floor(Math.min(...all.map((p) => p.log10PermeabilityMd)));
  const maxLog = Math.max(minLog + 1, Math.ceil(Math.max(...all.map((p) => p.log10PermeabilityMd))));
  const x = (phi: number) => M.left + (phi / maxPhi) * (W - M.left - M.right);
  const y = (log: number) => H - M.bottom - ((log - minLog) / (maxLog - minLog)) * (H - M.top - M.bottom);
  const xTicks = Array.from({ length: Math.round(maxPhi / 0.05) + 1 }, (_, i) => i * 0.05);
  const yTicks = Array.from({ length: maxLog - minLog + 1 }, (_, i) => minLog + i);
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Porosity–permeability crossplot of ${data.wellboreName}: ${all.length} samples in ${data.formations.length} formations, with a fitted trend per formation`}
        data-testid="core-crossplot"
        sx={{ width: "100%", maxWidth: W, height: "auto", display: "block" }}
      >
        <rect
          x={M.left}
          y={M.top}
          width={W - M.left - M.right}
          height={H - M.top - M.bottom}
          fill="none"
          stroke="#999"
        />
        {xTicks.map((t) => (
          <g key={`x${t}`}>
            <line x1={x(t)} x2={x(t)} y1={M.top} y2={H - M.bottom} stroke="#eee" />
            <text x={x(t)} y={H - M.bottom + 16} fontSize={11} textAnchor="middle">
              {Math.round(t * 100)}
            </text>
          </g>
        ))}
        {yTicks.map((t) => (
          <g key={`y${t}`}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke="#eee" />
            <text x={M.left - 6} y={y(t) + 4} fontSize={11} textAnchor="end">
              {decadeLabel(t)}
            </text>
          </g>
        ))}
        <text x={(W + M.left) / 2} y={H - 10} fontSize={12} textAnchor="middle">
          Porosity (%)
        </text>
        <text x={16} y={H / 2} fontSize={12} textAnchor="middle" transform={`rotate(-90 16 ${H / 2})`}>
          Horizontal permeability (mD, log scale)
        </text>
        {data.formations.map((f) => (
          <g key={f.formation} fill={colours.get(f.formation)} stroke={colours.get(f.formation)}>
            {f.points.map((p) => (
              <circle
                key={p.sampleNumber}
                cx={x(p.porosityFraction)}
                cy={y(p.log10PermeabilityMd)}
                r={3}
                fillOpacity={0.55}
                strokeWidth={0.5}
              >
                <title>{`${f.formation} ${p.sampleNumber} at ${p.depthM} m: φ ${(p.porosityFraction * 100).toFixed(1)} %, k ${(10 ** p.log10PermeabilityMd).toPrecision(3)} mD`}</title>
              </circle>
            ))}
            {f.trend.slope !== null &&
              f.trend.intercept !== null &&
              f.trend.minPorosity !== null &&
              f.trend.maxPorosity !== null && (
                <line
                  data-testid="core-trend"
                  x1={x(f.trend.minPorosity)}
                  y1={y(f.trend.intercept + f.trend.slope * f.trend.minPorosity)}
                  x2={x(f.trend.maxPorosity)}
                  y2={y(f.trend.intercept + f.trend.slope * f.trend.maxPorosity)}
                  strokeWidth={2.5}
                />
              )}
          </g>
        ))}
      </Box>
      <Table
        size="small"
        aria-label="Fitted porosity–permeability trends per formation"
        sx={{ mt: 1, maxWidth: W }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Formation</TableCell>
            <TableCell align="right">Samples</TableCell>
            <TableCell align="right">Intercept a (log₁₀ mD)</TableCell>
            <TableCell align="right">Slope b (log₁₀ mD per unit φ)</TableCell>
            <TableCell align="right">r²</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.formations.map((f) => (
            <TableRow key={f.formation}>
              <TableCell>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: "inline-block",
                    width: 10,
                    height: 10,
                    borderRadius: "50%",
                    bgcolor: colours.get(f.formation),
                    mr: 1,
                  }}
                />
                {f.formation}
              </TableCell>
              <TableCell align="right">{f.trend.n}</TableCell>
              <TableCell align="right">{fixed(f.trend.intercept, 2)}</TableCell>
              <TableCell align="right">{fixed(f.trend.slope, 2)}</TableCell>
              <TableCell align="right">{fixed(f.trend.r2, 2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        Trend per formation: log₁₀ k = a + b·φ, least squares on the server (φ as a fraction).
      </Typography>
    </Box>
  );
}
