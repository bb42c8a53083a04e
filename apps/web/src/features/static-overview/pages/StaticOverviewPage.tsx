import {
  Alert,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { formatDateTime } from "@strata/core";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { api, errorMessage } from "../../../lib/api.ts";

/** StaticOverview (section 2): every kind of static content, its state and where to read and edit it. */
export function StaticOverviewPage() {
  const overview = useQuery({
    queryKey: ["static-overview"],
    queryFn: ({ signal }) => api.GET("/api/admin/static-overview", { signal }),
  });
  return (
    <>
      <PageHeader
        title="Static content"
        subtitle="About us, the EULA, news and FAQs: what the public reads."
      />
      {overview.isPending ? <PageLoader /> : null}
      {overview.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(overview.error)}
        </Alert>
      ) : null}
      {overview.data ? (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label="Static content">
              <TableHead>
                <TableRow>
                  <TableCell>Content</TableCell>
                  <TableCell>State</TableCell>
                  <TableCell>Last change</TableCell>
                  <TableCell align="right">Links</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {overview.data.result.map((item) => (
                  <TableRow key={item.key}>
                    <TableCell>
                      <Typography sx={{ fontWeight: 500 }}>{item.title}</Typography>
                    </TableCell>
                    <TableCell>{item.state}</TableCell>
                    <TableCell>{item.updatedAt ? formatDateTime(item.updatedAt) : "—"}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                      <Button
                        size="small"
                        component={RouterLink}
                        to={item.publicPath}
                        aria-label={`View ${item.title}`}
                      >
                        View
                      </Button>
                      {item.editPath ? (
                        <Button
                          size="small"
                          component={RouterLink}
                          to={item.editPath}
                          aria-label={`Edit ${item.title}`}
                        >
                          Edit
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ) : null}
    </>
  );
}

export { StaticOverviewPage as Component };
