import { Alert, Box, Button, Divider, Link, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { FormError } from "../../../components/FormError.tsx";
import { PlainTextField } from "../../../components/PlainTextField.tsx";
import { safeCallbackUrl } from "../../../lib/password-rules.ts";
import { type SignInResult, signIn, useSession } from "../../../lib/session/index.ts";
import { SignInErrorAlert } from "../components/SignInErrorAlert.tsx";

type Pending = "credentials" | "email" | null;

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const callbackUrl = safeCallbackUrl(params.get("callbackUrl"));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shownError = error ?? params.get("error");

  // A signed-in visitor has nothing to do here unless an error is being reported.
  if (session.status === "authenticated" && !params.get("error") && pending === null) {
    return <Navigate to={callbackUrl} replace />;
  }

  function fail(result: SignInResult, fallback = "Default") {
    if (result.message) setRefusal(result.message);
    else setError(result.error ?? fallback);
    setPending(null);
  }

  async function signInWithPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending("credentials");
    setError(null);
    setRefusal(null);
    setLinkProblem(null);
    const result = await signIn("credentials", { email, password, callbackUrl });
    // On success the page is already loading the callback address.
    if (!result.ok) {
      fail(result);
    }
  }

  async function sendSignInLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setRefusal(null);
    if (!email.trim()) {
      setLinkProblem("Enter your email address above first.");
      return;
    }
    setLinkProblem(null);
    setPending("email");
    const result = await signIn("email", { email, callbackUrl, redirect: false });
    if (result.ok) {
      navigate("/auth/verify-request");
      return;
    }
    fail(result, "EmailSignin");
  }

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Sign in
      </Typography>
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      ) : (
        <SignInErrorAlert error={shownError} />
      )}

      <Box component="form" noValidate onSubmit={signInWithPassword}>
        <PlainTextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={pending !== null}
          autoFocus
        />
        <PlainTextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={pending !== null}
        />
        <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 2 }}>
          <Link component={RouterLink} to="/auth/forgot-password" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pending !== null}>
          {pending === "credentials" ? "Signing in…" : "Sign in"}
        </Button>
      </Box>

      <Divider sx={{ my: 3 }}>or</Divider>

      <Box component="form" noValidate onSubmit={sendSignInLink}>
        <Typography variant="h2" component="h2" gutterBottom>
          Email me a sign-in link
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          No password needed: we send a one-time link to the email address above.
        </Typography>
        <Button type="submit" variant="outlined" size="large" fullWidth disabled={pending !== null}>
          {pending === "email" ? "Sending…" : "Send sign-in link"}
        </Button>
        <FormError message={linkProblem} />
      </Box>

      <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
        New to Strata?{" "}
        <Link component={RouterLink} to="/register">
          Register
        </Link>
      </Typography>
    </>
  );
}

export { SignInPage as Component };
