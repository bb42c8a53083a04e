import {
  Alert,
  Box,
  Button,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Rating,
  Select,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  type FeedbackInput,
  feedbackInputSchema,
} from "@strata/core";
import { z } from "zod";
import { useMutationForm } from "../../../components/admin/index.ts";
import { useSession } from "../../../lib/session/index.ts";
import { useSendFeedback } from "../api/contact.ts";
import { Honeypot } from "../components/Honeypot.tsx";

/**
 * The form's values made into core's body: no rating (null) and no topic ("") are left out, and
 * with a session its own name and e-mail are used, so the form's are not sent.
 */
function feedbackFormSchema(signedIn: boolean) {
  return (
    z
      .object({
        rating: z.number().nullable(),
        category: z.enum(FEEDBACK_CATEGORIES).or(z.literal("")),
        message: z.string(),
        name: z.string(),
        email: z.string(),
        website: z.string(),
      })
      .transform(
        ({ rating, category, name, email, website, message }): FeedbackInput => ({
          rating: rating ?? undefined,
          category: category || undefined,
          message,
          name: signedIn ? undefined : name || undefined,
          email: signedIn ? undefined : email.trim() || undefined,
          website: website || undefined,
        }),
      )
      .pipe(feedbackInputSchema)
      // Without a session the acknowledgement goes to this address, so it is required.
      .refine((body) => signedIn || body.email !== undefined, {
        path: ["email"],
        message: "Enter your e-mail address",
      })
  );
}
const memberSchema = feedbackFormSchema(true);
const visitorSchema = feedbackFormSchema(false);

/** Feedback on the portal: a rating or a category, and a message. A session's identity is attached. */
export function FeedbackPage() {
  const session = useSession();
  const signedIn = session.status === "authenticated";
  const send = useSendFeedback();
  const { form, errors, error, submit } = useMutationForm({
    schema: signedIn ? memberSchema : visitorSchema,
    defaultValues: { rating: null, category: "", message: "", name: "", email: "", website: "" },
    // The fields that show their errors; a 400 naming another shows above the button.
    fields: ["rating", "message", "name", "email"],
    onSubmit: (body) => send.mutateAsync(body),
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640, position: "relative" }}>
      <Typography variant="h1" gutterBottom>
        Feedback
      </Typography>
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          Thank you for your feedback.
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Typography>
            Tell us what works and what could be better. Give a rating, a topic, or both.
          </Typography>
          <Box>
            <Typography component="legend" id="feedback-rating">
              Rating
            </Typography>
            <Rating
              name="rating"
              value={form.watch("rating")}
              onChange={(_, value) => form.setValue("rating", value)}
              aria-labelledby="feedback-rating"
            />
            {errors.rating ? <FormHelperText error>{errors.rating.message}</FormHelperText> : null}
          </Box>
          <FormControl fullWidth>
            <InputLabel id="feedback-category">Topic</InputLabel>
            <Select
              labelId="feedback-category"
              label="Topic"
              value={form.watch("category")}
              onChange={(event) => form.setValue("category", event.target.value)}
            >
              <MenuItem value="">No topic</MenuItem>
              {FEEDBACK_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {FEEDBACK_CATEGORY_LABELS[c]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {signedIn ? null : (
            <>
              <TextField
                label="Name (optional)"
                {...form.register("name")}
                error={Boolean(errors.name)}
                helperText={errors.name?.message}
              />
              <TextField
                label="E-mail"
                type="email"
                required
                {...form.register("email")}
                error={Boolean(errors.email)}
                helperText={errors.email?.message}
              />
            </>
          )}
          <TextField
            label="Your feedback"
            required
            multiline
            minRows={4}
            {...form.register("message")}
            error={Boolean(errors.message)}
            helperText={errors.message?.message}
          />
          <Honeypot value={form.watch("website")} onChange={(website) => form.setValue("website", website)} />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" loading={send.isPending}>
              Send feedback
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}

export { FeedbackPage as Component };
