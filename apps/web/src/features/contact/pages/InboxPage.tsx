import { Box, Button, Rating, Typography } from "@mui/material";
import { FEEDBACK_CATEGORY_LABELS, formatDateTime } from "@strata/core";
import {
  type Column,
  DataTable,
  FilterBar,
  SelectFilter,
  StatusChip,
  useListParams,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type InboxMessage, useInbox, useSetHandled } from "../api/contact.ts";

const KINDS = [
  { value: "contact", label: "Contact" },
  { value: "feedback", label: "Feedback" },
];
const STATUSES = [
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
  { value: "spam", label: "Spam" },
];

function HandleButton({ message }: { message: InboxMessage }) {
  const setHandled = useSetHandled();
  if (message.status === "spam") return null;
  const handled = message.status === "handled";
  return (
    <Button
      size="small"
      disabled={setHandled.isPending}
      onClick={() =>
        setHandled.mutate(
          { id: message.id, handled: !handled },
          {
            onSuccess: () => toast.success(handled ? "Message marked new." : "Message marked handled."),
            onError: (error) => toast.error(errorMessage(error)),
          },
        )
      }
    >
      {handled ? "Mark new" : "Mark handled"}
    </Button>
  );
}

const columns: Column<InboxMessage>[] = [
  {
    key: "received",
    label: "Received",
    render: (m) => formatDateTime(m.createdAt),
  },
  {
    key: "from",
    label: "From",
    render: (m) => (
      <>
        <Typography variant="body2">{m.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {m.email}
          {m.organisation ? ` · ${m.organisation}` : ""}
        </Typography>
      </>
    ),
  },
  {
    key: "message",
    label: "Message",
    render: (m) => (
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {m.kind === "feedback" ? "Feedback" : m.subject}
          {m.category
            ? ` · ${FEEDBACK_CATEGORY_LABELS[m.category as keyof typeof FEEDBACK_CATEGORY_LABELS] ?? m.category}`
            : ""}
        </Typography>
        {m.rating ? (
          <Rating value={m.rating} readOnly size="small" aria-label={`Rated ${m.rating} of 5`} />
        ) : null}
        <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
          {m.message}
        </Typography>
      </Box>
    ),
  },
  { key: "status", label: "Status", render: (m) => <StatusChip status={m.status} /> },
  { key: "actions", label: "Actions", render: (m) => <HandleButton message={m} /> },
];

/** Staff read contact messages and feedback, newest first, and mark them handled. */
export function InboxPage() {
  const params = useListParams(["kind", "status"] as const);
  const inbox = useInbox(params.query);
  return (
    <>
      <PageHeader title="Inbox" subtitle="Contact messages and feedback from customers and visitors." />
      <FilterBar params={params}>
        <SelectFilter
          label="Kind"
          value={params.filters.kind}
          options={KINDS}
          onChange={(v) => params.setFilter("kind", v)}
        />
        <SelectFilter
          label="Status"
          value={params.filters.status}
          options={STATUSES}
          onChange={(v) => params.setFilter("status", v)}
        />
      </FilterBar>
      <DataTable
        label="Messages"
        columns={columns}
        rows={inbox.data?.result}
        total={inbox.data?.pageTotal}
        loading={inbox.isFetching}
        error={inbox.error}
        emptyText="No messages."
        params={params}
        rowKey={(m) => m.id}
      />
    </>
  );
}

export { InboxPage as Component };
