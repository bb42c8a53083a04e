import { Box } from "@mui/material";
import type { CoreSample } from "../api/core-analysis.ts";
import { decadeLabel, formationColours } from "./formation-colours.ts";

const TRACK = 220;
const GAP = 24;
const M = { left: 64, top: 36, bottom: 16 };
const H = 520;

/** Porosity (%) and horizontal permeability (mD, log) against depth (m MD) as dot tracks. */
export function DepthTracks({
  samples,
  wellboreName,
}: {
  samples: readonly CoreSample[];
  wellboreName: string;
}) {
  const colours = formationColours(samples.map((s) => s.formation ?? "Unassigned"));
  const top = Math.floor(Math.min(...samples.map((s) => s.depthM)));
  const bottom = Math.ceil(Math.max(...samples.map((s) => s.depthM)));
  const span = Math.max(1, bottom - top);
  const y = (d: number) => M.top + ((d - top) / span) * (H - M.top - M.bottom);
  const phiX = (phi: number) => M.left + (Math.min(phi, 0.4) / 0.4) * TRACK;
  const [kMin, kMax] = [-2, 4];
  const kLeft = M.left + TRACK + GAP;
  const kX = (k: number) =>
    kLeft + ((Math.min(Math.max(Math.log10(k), kMin), kMax) - kMin) / (kMax - kMin)) * TRACK;
  const depthTicks = Array.from({ length: 6 }, (_, i) => top + (span * i) / 5);
  const W = kLeft + TRACK + 8;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`Core porosity and permeability against depth in ${wellboreName}, ${top}–${bottom} m MD`}
      sx={{ width: "100%", maxWidth: W, height: "auto", display: "block" }}
    >
      <text x={M.left + TRACK / 2} y={14} fontSize={12} textAnchor="middle">
        Porosity (%)
      </text>
      <text x={kLeft + TRACK / 2} y={14} fontSize={12} textAnchor="middle">
        Kh (mD, log)
      </text>
      {[0, 0.1, 0.2, 0.3, 0.4].map((p) => (
        <g key={`p${p}`}>
          <line x1={phiX(p)} x2={phiX(p)} y1={M.top} y2={H - M.bottom} stroke="#eee" />
          <text x={phiX(p)} y={M.top - 6} fontSize={10} textAnchor="middle">
            {Math.round(p * 100)}
          </text>
        </g>
      ))}
      {Array.from({ length: kMax - kMin + 1 }, (_, i) => kMin + i).map((e) => (
        <g key={`k${e}`}>
          <line x1={kX(10 ** e)} x2={kX(10 ** e)} y1={M.top} y2={H - M.bottom} stroke="#eee" />
          <text x={kX(10 ** e)} y={M.top - 6} fontSize={10} textAnchor="middle">
            {decadeLabel(e)}
          </text>
        </g>
      ))}
      {depthTicks.map((d) => (
        <text key={d} x={M.left - 6} y={y(d) + 4} fontSize={10} textAnchor="end">
          {d.toFixed(0)}
        </text>
      ))}
      <text x={12} y={H / 2} fontSize={12} textAnchor="middle" transform={`rotate(-90 12 ${H / 2})`}>
        Depth (m MD)
      </text>
      <rect x={M.left} y={M.top} width={TRACK} height={H - M.top - M.bottom} fill="none" stroke="#999" />
      <rect x={kLeft} y={M.top} width={TRACK} height={H - M.top - M.bottom} fill="none" stroke="#999" />
      {samples.map((s) => {
        const colour = colours.get(s.formation ?? "Unassigned");
        return (
          <g key={s.id} fill={colour}>
            {s.porosityFraction !== null && <circle cx={phiX(s.porosityFraction)} cy={y(s.depthM)} r={2.5} />}
            {s.permeabilityHorizontalMd !== null && s.permeabilityHorizontalMd > 0 && (
              <circle cx={kX(s.permeabilityHorizontalMd)} cy={y(s.depthM)} r={2.5} />
            )}
          </g>
        );
      })}
    </Box>
  );
}
