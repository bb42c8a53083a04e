import { Alert, Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import {
  createStudyDocumentCommentBodySchema,
  STUDY_DOCUMENT_COMMENT_MAX,
  type StudyDocumentComment,
} from "@strata/core";
import { ConfirmButton, useMutationForm } from "../../../components/admin/index.ts";
import { RichText } from "../../../components/rich-text/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import {
  type StudyDocumentScope,
  useAddComment,
  useDeleteComment,
  useStudyDocumentComments,
} from "../api/study-documents.ts";
import { formatDate } from "./labels.ts";

function CommentBody({ comment }: { comment: StudyDocumentComment }) {
  if (comment.format === "rich") return <RichText html={comment.body} />;
  return (
    <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {comment.body}
    </Typography>
  );
}

/** The box under the thread: a plain-text comment (core's default format), emptied once posted. */
function CommentForm({ documentId }: { documentId: string }) {
  const add = useAddComment(documentId);
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: createStudyDocumentCommentBodySchema,
    defaultValues: { body: "" },
    onSubmit: async (body) => {
      await add.mutateAsync(body);
      form.reset();
    },
  });
  // Whatever the server refuses shows under the box, where the comment was written.
  const problem = errors.body?.message ?? error;
  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2 }} noValidate>
      <TextField
        label="Add a comment"
        {...form.register("body")}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: STUDY_DOCUMENT_COMMENT_MAX } }}
        error={Boolean(problem)}
        helperText={problem ?? `Plain text, up to ${STUDY_DOCUMENT_COMMENT_MAX} characters`}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 1 }}
        disabled={submitting || !form.watch("body").trim()}
      >
        Post comment
      </Button>
    </Box>
  );
}

/** A document's comment thread: everyone of the organisation reads and posts; authors delete their own. */
export function CommentThread({ scope, documentId }: { scope: StudyDocumentScope; documentId: string }) {
  const comments = useStudyDocumentComments(scope, documentId);
  const remove = useDeleteComment(documentId);
  const readOnly = scope.kind === "staff";
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="comments-heading">
      <Typography id="comments-heading" variant="h6" component="h2" gutterBottom>
        Comments
      </Typography>
      {comments.isError ? <Alert severity="error">{errorMessage(comments.error)}</Alert> : null}
      {comments.isPending ? <Typography color="text.secondary">Loading comments…</Typography> : null}
      {comments.data && comments.data.result.length === 0 ? (
        <Typography color="text.secondary" data-testid="comments-empty">
          No comments yet.
        </Typography>
      ) : null}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Comments">
        {comments.data?.result.map((c) => (
          <Box component="li" key={c.id} data-testid="study-document-comment">
            <Stack direction="row" spacing={1} sx={{ alignItems: "baseline" }}>
              <Typography variant="subtitle2">{c.author.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDate(c.createdAt)}
              </Typography>
              {c.canDelete ? (
                <ConfirmButton
                  label="Delete"
                  color="error"
                  title="Delete your comment?"
                  text="It disappears from the thread; the audit trail keeps a record of it."
                  onConfirm={() => remove.mutateAsync(c.id)}
                />
              ) : null}
            </Stack>
            <CommentBody comment={c} />
          </Box>
        ))}
      </Stack>
      {readOnly ? null : <CommentForm documentId={documentId} />}
    </Paper>
  );
}
