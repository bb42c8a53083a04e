import { Alert, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { ApiError, errorMessage } from "../../../lib/api.ts";
import { useNetThickness } from "../api/well-analytics.ts";
import { formatNumber } from "./format.ts";

/** Net thickness where gamma ray is below a cutoff the user chooses, from the wellbore's LAS. */
export function NetThicknessPanel({ wellboreName }: { wellboreName: string }) {
  const [input, setInput] = useState("75");
  const value = Number(input);
  const valid = input.trim() !== "" && Number.isFinite(value) && value >= 0 && value <= 300;
  const [cutoff, setCutoff] = useState(75);
  const result = useNetThickness(wellboreName, cutoff);
  return (
    <Stack spacing={2}>
      <TextField
        size="small"
        type="number"
        label="Gamma-ray cutoff (API)"
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          const v = Number(e.target.value);
          if (e.target.value.trim() !== "" && Number.isFinite(v) && v >= 0 && v <= 300) setCutoff(v);
        }}
        error={!valid}
        helperText={valid ? "Net is where GR is below the cutoff" : "Enter a cutoff from 0 to 300 API"}
        slotProps={{ htmlInput: { min: 0, max: 300, step: 5 } }}
        sx={{ maxWidth: 240 }}
      />
      {result.isPending ? (
        <PageLoader />
      ) : result.isError ? (
        result.error instanceof ApiError && result.error.status === 404 ? (
          <Alert severity="info">This wellbore has no LAS file with a gamma-ray curve.</Alert>
        ) : (
          <Alert severity="error" role="alert">
            {errorMessage(result.error)}
          </Alert>
        )
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            From {result.data.file.name}, curve {result.data.curve.mnemonic} (
            {result.data.curve.unit || "API"})
          </Typography>
          <Table size="small" aria-label="Net thickness">
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  Logged interval
                </TableCell>
                <TableCell align="right">
                  {formatNumber(result.data.topM)} – {formatNumber(result.data.bottomM)} m MD
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  Gross thickness
                </TableCell>
                <TableCell align="right">{formatNumber(result.data.grossM)} m</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  Net thickness
                </TableCell>
                <TableCell align="right">{formatNumber(result.data.netM)} m</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  Net-to-gross
                </TableCell>
                <TableCell align="right">{formatNumber(result.data.netToGross * 100)} %</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </>
      )}
    </Stack>
  );
}
