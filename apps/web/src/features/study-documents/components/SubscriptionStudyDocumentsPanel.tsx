import { Paper, Typography } from "@mui/material";
import { StudyDocumentsTable } from "./StudyDocumentsTable.tsx";

/** The admin subscription page's panel: the organisation's study documents, each opened read-only. */
export function SubscriptionStudyDocumentsPanel({ subscriptionId }: { subscriptionId: string }) {
  const base = `/admin/subscriptions/${encodeURIComponent(subscriptionId)}/study-documents`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="study-documents-panel-heading"
    >
      <Typography id="study-documents-panel-heading" variant="h6" component="h2" gutterBottom>
        Study documents
      </Typography>
      <StudyDocumentsTable
        scope={{ kind: "staff", subscriptionId }}
        href={(d) => `${base}/${encodeURIComponent(d.id)}`}
        emptyText="This organisation has no study documents."
      />
    </Paper>
  );
}
