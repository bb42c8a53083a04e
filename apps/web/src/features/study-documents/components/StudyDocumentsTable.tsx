import { Chip } from "@mui/material";
import { STUDY_DOCUMENT_KINDS, type StudyDocument } from "@strata/core";
import {
  type Column,
  DataTable,
  FilterBar,
  SearchFilter,
  SelectFilter,
  useListParams,
} from "../../../components/admin/index.ts";
import { type StudyDocumentScope, useStudyDocuments } from "../api/study-documents.ts";
import { formatDate, formatSize, KIND_LABELS } from "./labels.ts";

const FILTERS = ["q", "kind"] as const;

const COLUMNS: Column<StudyDocument>[] = [
  { key: "title", label: "Title", render: (d) => d.title },
  { key: "kind", label: "Kind", render: (d) => <Chip size="small" label={KIND_LABELS[d.kind]} /> },
  { key: "author", label: "Author", render: (d) => d.author.name },
  { key: "comments", label: "Comments", align: "right", render: (d) => d.commentCount },
  { key: "size", label: "Size (KB/MB)", align: "right", render: (d) => formatSize(d.sizeBytes) },
  { key: "created", label: "Uploaded", render: (d) => formatDate(d.createdAt) },
];

/** The searchable, paged list of an organisation's documents (members' own, or staff's read-only). */
export function StudyDocumentsTable({
  scope,
  href,
  emptyText,
}: {
  scope: StudyDocumentScope;
  href(document: StudyDocument): string;
  emptyText: string;
}) {
  const params = useListParams(FILTERS);
  const { data, isFetching, error } = useStudyDocuments(scope, params.query);
  return (
    <>
      <FilterBar params={params}>
        <SearchFilter
          label="Search title, abstract or author"
          value={params.filters.q}
          onChange={(v) => params.setFilter("q", v)}
        />
        <SelectFilter
          label="Kind"
          value={params.filters.kind}
          options={STUDY_DOCUMENT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onChange={(v) => params.setFilter("kind", v)}
        />
      </FilterBar>
      <DataTable
        label="Study documents"
        columns={COLUMNS}
        rows={data?.result}
        total={data?.pageTotal}
        loading={isFetching}
        error={error}
        emptyText={params.filters.q || params.filters.kind ? "No study document matches." : emptyText}
        params={params}
        rowKey={(d) => d.id}
        rowHref={href}
      />
    </>
  );
}
