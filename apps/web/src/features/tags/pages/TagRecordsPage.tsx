import AddIcon from "@mui/icons-material/Add";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Link } from "@mui/material";
import { CATALOG_REGISTRY, type TaggedRecord } from "@strata/core";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { type Column, ConfirmButton, DataTable, useListParams } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { recordPath } from "../../../lib/catalog-links.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useTaggedRecords, useTags, useTagWrites } from "../api/tags.ts";
import { TagRecordDialog } from "../components/TagRecordDialog.tsx";

/** The records carrying one tag, by category then id; data staff tag another record or take the tag off one. */
export function TagRecordsPage() {
  const id = useParams().id ?? "";
  const params = useListParams([] as const);
  const tags = useTags();
  const records = useTaggedRecords(id, params.query);
  const { untagRecord } = useTagWrites();
  const ability = useAppAbility();
  const [adding, setAdding] = useState(false);
  const tag = tags.data?.find((t) => t.id === id);
  // The data role has no catalogue (section 6): titles link to record pages only for those who see it.
  const linksToRecords = ability.can("view", "SmartDataCatalog");

  const back = (
    <Button startIcon={<ArrowBackIcon />} component={RouterLink} to="/admin/tags" sx={{ mb: 1 }}>
      All tags
    </Button>
  );
  if (tags.isPending) return <PageLoader />;
  if (!tag) {
    return (
      <>
        {back}
        <Alert severity={tags.error ? "error" : "warning"} role="alert">
          {tags.error ? errorMessage(tags.error) : "This tag does not exist (any more)."}
        </Alert>
      </>
    );
  }

  const columns: Column<TaggedRecord>[] = [
    {
      key: "title",
      label: "Record",
      render: (r) =>
        linksToRecords ? (
          <Link component={RouterLink} to={recordPath(r.sdcType, r.recordId)}>
            {r.title}
          </Link>
        ) : (
          r.title
        ),
    },
    { key: "type", label: "Category", render: (r) => CATALOG_REGISTRY[r.sdcType].displayName },
    { key: "id", label: "Record id", render: (r) => r.recordId },
    {
      key: "actions",
      label: "Actions",
      align: "right",
      render: (r) => (
        <ConfirmButton
          label="Remove"
          color="error"
          title="Remove tag"
          text={`Take the tag “${tag.name}” off ${r.title}?`}
          onConfirm={async () => {
            await untagRecord.mutateAsync({ tagId: tag.id, record: r });
            toast.success(`${tag.name} removed from ${r.title}.`);
          }}
        />
      ),
    },
  ];

  return (
    <>
      <Box>{back}</Box>
      <PageHeader
        title={`Tag: ${tag.name}`}
        subtitle={tag.description ?? undefined}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Tag a record
          </Button>
        }
      />
      <DataTable
        label={`Records tagged ${tag.name}`}
        columns={columns}
        rows={records.data?.result}
        total={records.data?.pageTotal}
        loading={records.isFetching}
        error={records.error}
        emptyText="No record carries this tag yet."
        params={params}
        rowKey={(r) => `${r.sdcType}/${r.recordId}`}
      />
      {adding ? <TagRecordDialog tag={tag} onClose={() => setAdding(false)} /> : null}
    </>
  );
}

export { TagRecordsPage as Component };
