import EditIcon from "@mui/icons-material/Edit";
import { Button, Chip } from "@mui/material";
import type { CatalogType } from "@strata/core";
import { useState } from "react";
import { Can } from "../../../lib/ability/index.ts";
import { RecordTagsDialog } from "./RecordTagsDialog.tsx";

/** A record's tags as chips; data staff also get "Edit tags", to add and remove them. */
export function RecordTags(props: {
  type: CatalogType;
  id: string;
  title: string;
  tags: { id: string; name: string }[];
}) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      {props.tags.map((tag) => (
        <Chip key={tag.id} label={tag.name} size="small" />
      ))}
      <Can I="manage" a="DataPreparation">
        <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          Edit tags
        </Button>
        {editing ? <RecordTagsDialog {...props} onClose={() => setEditing(false)} /> : null}
      </Can>
    </>
  );
}
