/** The admin kit: every staff list and destructive action of the business screens uses these. */
export { AuditTimeline } from "./AuditTimeline.tsx";
export { ConfirmButton } from "./ConfirmButton.tsx";
export { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog.tsx";
export { type Column, DataTable, type DataTableProps } from "./DataTable.tsx";
export { DateFilter, FilterBar, SearchFilter, SelectFilter } from "./Filters.tsx";
export { FormDialog, type FormDialogProps } from "./FormDialog.tsx";
export { type ListParams, PAGE_SIZE_OPTIONS, useListParams, useSectionPage } from "./list-params.ts";
export { checkedBy, type MutationFormOptions, typedList, useMutationForm } from "./mutation-form.ts";
export { NoteDialog } from "./NoteDialog.tsx";
export { StatusChip } from "./StatusChip.tsx";
export { applyServerErrors, fieldIssuesOf, useServerFieldErrors } from "./server-field-errors.ts";
export { type WorkflowAction, WorkflowActions } from "./WorkflowActions.tsx";
