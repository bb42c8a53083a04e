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
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, feedbackInputSchema } from "@strata/core";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../lib/api.ts";
import { useSession } from "../../../lib/session/index.ts";
import { useSendFeedback } from "../api/contact.ts";
import { fieldErrors } from "../components/form-errors.ts";
import { Honeypot } from "../components/Honeypot.tsx";

type Category = (typeof FEEDBACK_CATEGORIES)[number];

/** Feedback on the portal: a rating or a category, and a message. A session's identity is attached. */
export function FeedbackPage() {
  const session = useSession();
  const signedIn = session.status === "authenticated";
  const [rating, setRating] = useState<number | null>(null);
  const [category, setCategory] = useState<Category | "">("");
  const [message, setMessage] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const send = useSendFeedback();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      rating: rating ?? undefined,
      category: category || undefined,
      message,
      name: signedIn ? undefined : name || undefined,
      email: signedIn ? undefined : email.trim() || undefined,
      website: website || undefined,
    };
    const parsed = feedbackInputSchema.safeParse(body);
    const found = fieldErrors(parsed.error);
    if (!signedIn && !email.trim()) found.email ??= "Enter your e-mail address";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(body, { onSuccess: () => setSent(true) });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640, position: "relative" }}>
      <Typography variant="h1" gutterBottom>
        Feedback
      </Typography>
      {sent ? (
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
              value={rating}
              onChange={(_, value) => setRating(value)}
              aria-labelledby="feedback-rating"
            />
            {errors.rating ? <FormHelperText error>{errors.rating}</FormHelperText> : null}
          </Box>
          <FormControl fullWidth>
            <InputLabel id="feedback-category">Topic</InputLabel>
            <Select
              labelId="feedback-category"
              label="Topic"
              value={category}
              onChange={(event) => setCategory(event.target.value as Category | "")}
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
              <TextField label="Name (optional)" value={name} onChange={(e) => setName(e.target.value)} />
              <TextField
                label="E-mail"
                type="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={Boolean(errors.email)}
                helperText={errors.email}
              />
            </>
          )}
          <TextField
            label="Your feedback"
            required
            multiline
            minRows={4}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={Boolean(errors.message)}
            helperText={errors.message}
          />
          <Honeypot value={website} onChange={setWebsite} />
          {send.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(send.error)}
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
