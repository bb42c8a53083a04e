import { Box, Chip, Link, Paper, Typography } from "@mui/material";
import {
  CATALOG_REGISTRY,
  type CatalogDetails,
  type CatalogType,
  catalogColumn,
  type LinkedRecord,
} from "@strata/core";
import { Link as RouterLink } from "react-router";
import { catalogPath, recordPath } from "../../../lib/catalog-links.ts";

function RecordLink({ record }: { record: LinkedRecord }) {
  return (
    <Link component={RouterLink} to={recordPath(record.type, record.id)}>
      {record.title}
      <Typography component="span" variant="body2" color="text.secondary">
        {" "}
        ({CATALOG_REGISTRY[record.type].displayName} {record.id})
      </Typography>
    </Link>
  );
}

/** A technical report's linked values, each resolved to the records it names, with the rest in the catalogue. */
export function LinkedRecords({ type, linked }: { type: CatalogType; linked: CatalogDetails["linked"] }) {
  const groups = linked.filter((group) => group.values.length > 0);
  if (groups.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="linked-heading" sx={{ p: 2 }}>
      <Typography id="linked-heading" variant="h2" sx={{ mb: 1.5 }}>
        Linked records
      </Typography>
      {groups.map((group) => {
        const linksTo = catalogColumn(type, group.column)?.linksTo;
        return (
          <Box key={group.column} component="section" sx={{ mb: 2 }} aria-label={group.label}>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {group.label}
            </Typography>
            {group.values.map((entry) => (
              <Box key={entry.value} sx={{ mb: 1.5 }}>
                <Chip label={entry.value} size="small" sx={{ mr: 1 }} />
                {entry.total === 0 ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    No record in the catalogue
                  </Typography>
                ) : null}
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
                  {entry.records.map((record) => (
                    <li key={`${record.type}:${record.id}`}>
                      <RecordLink record={record} />
                    </li>
                  ))}
                  {linksTo && entry.total > entry.records.length
                    ? linksTo.types.map((target) => (
                        <li key={target}>
                          <Link
                            component={RouterLink}
                            to={catalogPath({ type: target, filter: { [linksTo.key]: [entry.value] } })}
                          >
                            All {CATALOG_REGISTRY[target].displayName} records for {entry.value}
                          </Link>
                        </li>
                      ))
                    : null}
                </Box>
              </Box>
            ))}
          </Box>
        );
      })}
    </Paper>
  );
}

/** Technical reports that name this record. */
export function ReferencedBy({ records }: { records: LinkedRecord[] }) {
  if (records.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="referenced-heading" sx={{ p: 2 }}>
      <Typography id="referenced-heading" variant="h2" sx={{ mb: 1.5 }}>
        Reports that cite this record
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {records.map((record) => (
          <li key={`${record.type}:${record.id}`}>
            <RecordLink record={record} />
          </li>
        ))}
      </Box>
    </Paper>
  );
}
