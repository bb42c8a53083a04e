import AddIcon from "@mui/icons-material/Add";
import {
  Alert,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { ConfirmButton, FilterBar, SearchFilter } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { type Faq, type FaqCategory, useFaqCategories, useFaqs, useFaqWrites } from "../api/faqs.ts";
import { CategoryDialog, FaqDialog } from "../components/FaqDialogs.tsx";

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
      <Paper variant="outlined" sx={{ mb: 4 }}>
        <TableContainer>
          <Table size="small" aria-label="FAQ categories">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Name</TableCell>
                <TableCell align="right">FAQs</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.position}</TableCell>
                  <TableCell>{c.name}</TableCell>
                  <TableCell align="right">{c.faqCount}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => setCategory({ item: c })}
                      aria-label={`Edit ${c.name}`}
                    >
                      Edit
                    </Button>
                    <ConfirmButton
                      label="Delete"
                      color="error"
                      title="Delete category"
                      text={
                        c.faqCount > 0
                          ? `“${c.name}” still has ${c.faqCount} FAQ(s): move or delete them first.`
                          : `Delete the category “${c.name}”?`
                      }
                      onConfirm={async () => {
                        await writes.deleteCategory.mutateAsync(c.id);
                        toast.success("Category deleted.");
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {categories.data && list.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
                      No categories yet. Add one before the first FAQ.
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>

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
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="FAQs">
            <TableHead>
              <TableRow>
                <TableCell>Category</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>Question</TableCell>
                <TableCell>State</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {faqs.data?.result.map((f) => (
                <TableRow key={f.id}>
                  <TableCell>{nameOf(f.categoryId)}</TableCell>
                  <TableCell>{f.position}</TableCell>
                  <TableCell sx={{ maxWidth: 420, overflowWrap: "anywhere" }}>{f.question}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={f.published ? "success" : "default"}
                      label={f.published ? "Published" : "Hidden"}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    <Button
                      size="small"
                      onClick={() => setFaq({ item: f })}
                      aria-label={`Edit ${f.question}`}
                    >
                      Edit
                    </Button>
                    <ConfirmButton
                      label="Delete"
                      color="error"
                      title="Delete FAQ"
                      text={`Delete “${f.question}”? This cannot be undone.`}
                      onConfirm={async () => {
                        await writes.deleteFaq.mutateAsync(f.id);
                        toast.success("FAQ deleted.");
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
              {faqs.data && faqs.data.result.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
                      {filter.q || filter.categoryId ? "No FAQ matches." : "No FAQs yet."}
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {category ? <CategoryDialog category={category.item} onClose={() => setCategory(null)} /> : null}
      {faq ? <FaqDialog faq={faq.item} categories={list} onClose={() => setFaq(null)} /> : null}
    </>
  );
}

export { FaqAdminPage as Component };
