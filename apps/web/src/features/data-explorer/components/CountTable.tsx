import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { count } from "./explorer-filter.ts";

export interface CountRow {
  key: string;
  label: string;
  /** `null`: not counted (the filter does not apply). */
  counts: (number | null)[];
  selected?: boolean;
}

interface Props {
  /** Names the table for assistive technology, e.g. "Records by region". */
  caption: string;
  rowHeader: string;
  columns: string[];
  rows: CountRow[];
  onPick?: (row: CountRow) => void;
  /** Names what a row's button does, e.g. "Filter by region". */
  pickLabel?: string;
}

/** The numbers of a chart as a table; each row's label is a button that sets the filter. */
export function CountTable({ caption, rowHeader, columns, rows, onPick, pickLabel }: Props) {
  return (
    <TableContainer sx={{ maxHeight: 300 }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{rowHeader}</TableCell>
            {columns.map((c) => (
              <TableCell key={c} align="right">
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} selected={row.selected}>
              <TableCell component="th" scope="row">
                {onPick ? (
                  <Button
                    size="small"
                    aria-pressed={row.selected ?? false}
                    title={pickLabel ? `${pickLabel}: ${row.label}` : undefined}
                    onClick={() => onPick(row)}
                    sx={{
                      textTransform: "none",
                      justifyContent: "flex-start",
                      textAlign: "left",
                      p: 0,
                      minWidth: 0,
                    }}
                  >
                    {row.label}
                  </Button>
                ) : (
                  row.label
                )}
              </TableCell>
              {row.counts.map((n, i) => (
                <TableCell key={columns[i]} align="right">
                  {n === null ? "—" : count.format(n)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
