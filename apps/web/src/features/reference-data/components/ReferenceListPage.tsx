import { Button, Stack } from "@mui/material";
import type { Subject } from "@strata/core";
import { type ReactNode, useState } from "react";
import {
  type Column,
  ConfirmDialog,
  DataTable,
  FilterBar,
  type ListParams,
  SearchFilter,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useAppAbility } from "../../../lib/ability/index.ts";
import { toast } from "../../../lib/toasts/index.ts";
import type { referenceCrud } from "../api/reference-crud.ts";

/** What the page uses of a list's hooks: the page of rows (its query from the address) and delete. */
type Crud<T extends { id: string; name: string }> = Pick<
  ReturnType<
    typeof referenceCrud<{ result: T[]; pageTotal: number }, ListParams<string>["query"], never, never>
  >,
  "useList" | "useDelete"
>;

/** What the edit dialog of a list receives: the record to edit, or null to add one. */
export interface EditorProps<T> {
  record: T | null;
  onClose(): void;
}

/**
 * One reference list (known companies, institutes, bid rounds): search and filters in the address,
 * a server-paged table, add and edit in a dialog, delete after a confirmation. Each button shows
 * only with its right from the ability.
 */
export function ReferenceListPage<T extends { id: string; name: string }, F extends string = "q">({
  title,
  subtitle,
  noun,
  subject,
  crud,
  columns,
  filterNames,
  filters,
  emptyText,
  Editor,
  deleteWarning,
}: {
  title: string;
  subtitle: string;
  /** "known company": the buttons and messages name it. */
  noun: string;
  subject: Subject;
  crud: Crud<T>;
  columns: readonly Column<T>[];
  filterNames?: readonly F[];
  /** More filters beside the search, given the list's parameters. */
  filters?(params: ReturnType<typeof useListParams<F | "q">>): ReactNode;
  emptyText: string;
  Editor(props: EditorProps<T>): ReactNode;
  deleteWarning?: string;
}) {
  const ability = useAppAbility();
  const params = useListParams<F | "q">(["q", ...(filterNames ?? [])]);
  const list = crud.useList(params.query);
  const remove = crud.useDelete();
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const canUpdate = ability.can("update", subject);
  const canDelete = ability.can("delete", subject);

  const actions: Column<T> = {
    key: "actions",
    label: "Actions",
    align: "right",
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        {canUpdate ? (
          <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit ${row.name}`}>
            Edit
          </Button>
        ) : null}
        {canDelete ? (
          <Button
            size="small"
            color="error"
            onClick={() => setDeleting(row)}
            aria-label={`Delete ${row.name}`}
          >
            Delete
          </Button>
        ) : null}
      </Stack>
    ),
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          ability.can("create", subject) ? (
            <Button variant="contained" onClick={() => setEditing(null)}>
              Add {noun}
            </Button>
          ) : null
        }
      />
      <FilterBar params={params}>
        <SearchFilter
          label="Search by name"
          value={params.filters.q}
          onChange={(v) => params.setFilter("q", v)}
        />
        {filters?.(params)}
      </FilterBar>
      <DataTable
        label={title}
        columns={canUpdate || canDelete ? [...columns, actions] : columns}
        rows={list.data?.result}
        total={list.data?.pageTotal}
        loading={list.isFetching}
        error={list.error}
        emptyText={emptyText}
        params={params}
        rowKey={(row) => row.id}
      />
      {editing !== undefined ? <Editor record={editing} onClose={() => setEditing(undefined)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${noun}?`}
        message={`Delete ${deleting?.name}? ${deleteWarning ?? "This cannot be undone."}`}
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success(`${deleting.name} deleted.`, { toastId: "reference-data" });
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
