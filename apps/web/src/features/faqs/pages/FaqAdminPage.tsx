import AddIcon from "@mui/icons-material/Add";
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import {
  type Column,
  ConfirmButton,
  DataTable,
  FilterBar,
  SearchFilter,
} from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type Faq, type FaqCategory, useFaqCategories, useFaqs, useFaqWrites } from "../api/faqs.ts";
import { CategoryDialog, FaqDialog } from "../components/FaqDialogs.tsx";

/** A row's Edit (named for the row) and its confirmed Delete. */
function EditAndDelete(props: {
  name: string;
  onEdit(): void;
  deleteTitle: string;
  deleteText: string;
  onDelete(): Promise<void>;
}) {
  return (
    <Box sx={{ whiteSpace: "nowrap" }}>
      <Button size="small" onClick={props.onEdit} aria-label={`Edit ${props.name}`}>
        Edit
      </Button>
      <ConfirmButton
        label="Delete"
        color="error"
        title={props.deleteTitle}
        text={props.deleteText}
        onConfirm={props.onDelete}
      />
    </Box>
  );
}

/** Staff's FAQs: categories (ordered) and the FAQs in them, published or not. */
export function FaqAdminPage() {
  const categories = useFaqCategories(true);
  const [filter, setFilter] = useState<{ q?: string; categoryId?: string }>({});
  const faqs = useFaqs({ ...filter, all: true });
  const writes = useFaqWrites();
  const [category, setCategory] = useState<{ item: FaqCategory | null } | null>(null);
  const [faq, setFaq] = useState<{ item: Faq | null } | null>(null);
  const list = categories.data?.result ?? [];
  const nameOf = (id: string) => list.find((c) => c.id === id)?.name ?? "—";
  const categoryColumns: Column<FaqCategory>[] = [
    { key: "name", label: "Name", render: (c) => c.name },
    { key: "order", label: "Order", render: (c) => c.position },
    { key: "faqs", label: "FAQs", align: "right", render: (c) => c.faqCount },
    {
      key: "actions",
      label: "Actions",
      align: "right",
      render: (c) => (
        <EditAndDelete
          name={c.name}
          onEdit={() => setCategory({ item: c })}
          deleteTitle="Delete category"
          deleteText={
            c.faqCount > 0
              ? `“${c.name}” still has ${c.faqCount} FAQ(s): move or delete them first.`
              : `Delete the category “${c.name}”?`
          }
          onDelete={async () => {
            await writes.deleteCategory.mutateAsync(c.id);
            toast.success("Category deleted.");
          }}
        />
      ),
    },
  ];
  const faqColumns: Column<Faq>[] = [
    {
      key: "question",
      label: "Question",
      render: (f) => <Box sx={{ maxWidth: 420, overflowWrap: "anywhere" }}>{f.question}</Box>,
    },
    { key: "category", label: "Category", render: (f) => nameOf(f.categoryId) },
    { key: "order", label: "Order", render: (f) => f.position },
    {
      key: "state",
      label: "State",
      render: (f) => (
        <Chip
          size="small"
          variant="outlined"
          color={f.published ? "success" : "default"}
          label={f.published ? "Published" : "Hidden"}
        />
      ),
    },
    {
      key: "actions",
      label: "Actions",
      align: "right",
      render: (f) => (
        <EditAndDelete
          name={f.question}
          onEdit={() => setFaq({ item: f })}
          deleteTitle="Delete FAQ"
          deleteText={`Delete “${f.question}”? This cannot be undone.`}
          onDelete={async () => {
            await writes.deleteFaq.mutateAsync(f.id);
            toast.success("FAQ deleted.");
          }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="FAQs"
        subtitle="Frequently asked questions in ordered categories, shown on the public FAQ page."
      />
      {categories.error || faqs.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorMessage(categories.error ?? faqs.error)}
        </Alert>
      ) : null}

      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 600 }}>
          Categories
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setCategory({ item: null })}>
          Add category
        </Button>
      </Stack>
      <Box sx={{ mb: 4 }}>
        <DataTable
          label="FAQ categories"
          columns={categoryColumns}
          rows={categories.data?.result}
          total={categories.data?.result.length}
          loading={categories.isFetching}
          emptyText="No categories yet. Add one before the first FAQ."
          rowKey={(c) => c.id}
        />
      </Box>

      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 600 }}>
          Questions
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={list.length === 0}
          onClick={() => setFaq({ item: null })}
        >
          Add FAQ
        </Button>
      </Stack>
      <FilterBar>
        <SearchFilter
          label="Search questions and answers"
          value={filter.q}
          onChange={(q) => setFilter((f) => ({ ...f, q }))}
        />
        <TextField
          select
          size="small"
          label="Category"
          value={filter.categoryId ?? ""}
          onChange={(e) => setFilter((f) => ({ ...f, categoryId: e.target.value || undefined }))}
          fullWidth={false}
          margin="none"
          sx={{ minWidth: { sm: 200 } }}
        >
          <MenuItem value="">All</MenuItem>
          {list.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <DataTable
        label="FAQs"
        columns={faqColumns}
        rows={faqs.data?.result}
        total={faqs.data?.result.length}
        loading={faqs.isFetching}
        emptyText={filter.q || filter.categoryId ? "No FAQ matches." : "No FAQs yet."}
        rowKey={(f) => f.id}
      />
      {category ? <CategoryDialog category={category.item} onClose={() => setCategory(null)} /> : null}
      {faq ? <FaqDialog faq={faq.item} categories={list} onClose={() => setFaq(null)} /> : null}
    </>
  );
}

export { FaqAdminPage as Component };
