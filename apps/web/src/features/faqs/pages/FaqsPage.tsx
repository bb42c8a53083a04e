import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Chip,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { RichText } from "../../../components/rich-text/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { useFaqCategories, useFaqs } from "../api/faqs.ts";

/** Published FAQs by category, with a search over questions and answers; no sign-in needed. */
export function FaqsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const categoryId = params.get("category") ?? undefined;
  const [text, setText] = useState(q);
  const categories = useFaqCategories();
  const faqs = useFaqs({ q: q || undefined, categoryId });

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (text.trim()) next.set("q", text.trim());
      else next.delete("q");
      setParams(next, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [text, q, params, setParams]);

  const pick = (id: string | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set("category", id);
    else next.delete("category");
    setParams(next, { replace: true });
  };

  const visible = (categories.data?.result ?? []).filter((c) => c.faqCount > 0);
  const error = categories.error ?? faqs.error;
  return (
    <Box component="section" sx={{ maxWidth: 860 }}>
      <Typography variant="h1" gutterBottom>
        Frequently asked questions
      </Typography>
      <TextField
        label="Search the FAQs"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: "wrap", mb: 3 }}
        role="group"
        aria-label="Categories"
      >
        <Chip
          label="All"
          color={categoryId ? "default" : "primary"}
          onClick={() => pick(undefined)}
          aria-pressed={!categoryId}
        />
        {visible.map((c) => (
          <Chip
            key={c.id}
            label={`${c.name} (${c.faqCount})`}
            color={categoryId === c.id ? "primary" : "default"}
            onClick={() => pick(c.id)}
            aria-pressed={categoryId === c.id}
          />
        ))}
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {faqs.isPending || categories.isPending ? <PageLoader /> : null}
      {faqs.data && faqs.data.result.length === 0 ? (
        <Typography color="text.secondary">
          {q ? `No FAQ matches “${q}”.` : "No FAQs have been published yet."}
        </Typography>
      ) : null}
      {visible.map((category) => {
        const items = faqs.data?.result.filter((f) => f.categoryId === category.id) ?? [];
        if (items.length === 0) return null;
        return (
          <Box key={category.id} component="section" sx={{ mb: 3 }}>
            <Typography variant="h2" sx={{ fontSize: "1.35rem", fontWeight: 600, mb: 1 }}>
              {category.name}
            </Typography>
            {items.map((faq) => (
              <Accordion key={faq.id} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography sx={{ fontWeight: 500 }}>{faq.question}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <RichText html={faq.answer} />
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

export { FaqsPage as Component };
