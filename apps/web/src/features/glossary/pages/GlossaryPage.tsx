import AddIcon from "@mui/icons-material/Add";
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from "@mui/material";
import type { GlossaryTerm } from "@strata/core";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/admin/index.ts";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { Can } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { useGlossary, useGlossaryWrites } from "../api/glossary.ts";
import { GlossaryTermDialog } from "../components/GlossaryTermDialog.tsx";
import { groupTerms, LETTERS, letterOf } from "../group-terms.ts";

/** The glossary A–Z with a search; data staff add, edit and delete terms here. */
export function GlossaryPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const letter = params.get("letter") ?? undefined;
  const [text, setText] = useState(q);
  const glossary = useGlossary();
  const { remove } = useGlossaryWrites();
  const [editing, setEditing] = useState<{ term: GlossaryTerm | null } | null>(null);
  const [deleting, setDeleting] = useState<GlossaryTerm | null>(null);

  // The search is kept in the address a moment after typing stops, so results can be linked.
  const typed = useDebounced(text.trim(), 300);
  useEffect(() => {
    if (typed === q) return;
    const next = new URLSearchParams(params);
    if (typed) next.set("q", typed);
    else next.delete("q");
    setParams(next, { replace: true });
  }, [typed, q, params, setParams]);

  const pickLetter = (value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set("letter", value);
    else next.delete("letter");
    setParams(next, { replace: true });
  };

  const terms = glossary.data ?? [];
  const present = new Set(terms.map((t) => letterOf(t.term)));
  const groups = groupTerms(terms, { q, letter });

  return (
    <>
      <PageHeader
        title="Glossary"
        subtitle="The terms used in the catalogue, A to Z."
        actions={
          <Can I="manage" a="DataPreparation">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ term: null })}>
              Add term
            </Button>
          </Can>
        }
      />
      <TextField
        label="Search the glossary"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        sx={{ mb: 2, maxWidth: 640 }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Stack
        direction="row"
        useFlexGap
        spacing={0.5}
        sx={{ flexWrap: "wrap", mb: 3 }}
        role="group"
        aria-label="Letters"
      >
        <Chip
          label="All"
          onClick={() => pickLetter(undefined)}
          color={letter ? "default" : "primary"}
          aria-pressed={!letter}
        />
        {LETTERS.map((l) => (
          <Chip
            key={l}
            label={l}
            onClick={() => pickLetter(l)}
            disabled={!present.has(l)}
            color={letter === l ? "primary" : "default"}
            aria-pressed={letter === l}
          />
        ))}
      </Stack>
      {glossary.isPending ? <PageLoader /> : null}
      {glossary.error ? (
        <Alert severity="error" role="alert">
          {errorMessage(glossary.error)}
        </Alert>
      ) : null}
      {glossary.data && groups.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {terms.length === 0
            ? "The glossary has no terms yet."
            : q
              ? `No term matches “${q}”${letter ? ` under ${letter}` : ""}.`
              : `No term starts with ${letter}.`}
        </Typography>
      ) : null}
      {groups.map((group) => (
        <Box
          key={group.letter}
          component="section"
          aria-labelledby={`glossary-${group.letter}`}
          sx={{ mb: 3, maxWidth: 860 }}
        >
          <Typography id={`glossary-${group.letter}`} variant="h2" sx={{ mb: 1 }}>
            {group.letter}
          </Typography>
          <Paper variant="outlined" component="dl" sx={{ m: 0, px: 2, py: 1 }}>
            {group.terms.map((term) => (
              <Box
                key={term.id}
                sx={{ py: 1, "&:not(:last-child)": { borderBottom: 1, borderColor: "divider" } }}
              >
                <Box component="dt" sx={{ display: "flex", alignItems: "center", gap: 1, fontWeight: 600 }}>
                  {term.term}
                  {term.category ? <Chip label={term.category} size="small" variant="outlined" /> : null}
                </Box>
                <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
                  {term.definition}
                  <Can I="manage" a="DataPreparation">
                    <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                      <Button
                        size="small"
                        onClick={() => setEditing({ term })}
                        aria-label={`Edit ${term.term}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(term)}
                        aria-label={`Delete ${term.term}`}
                      >
                        Delete
                      </Button>
                    </Stack>
                  </Can>
                </Box>
              </Box>
            ))}
          </Paper>
        </Box>
      ))}
      {editing ? <GlossaryTermDialog term={editing.term} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          open
          title="Delete term"
          message={`Delete “${deleting.term}” from the glossary? Its definition no longer shows in the catalogue.`}
          confirmLabel="Delete"
          destructive
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            toast.success(`${deleting.term} deleted.`);
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

export { GlossaryPage as Component };
