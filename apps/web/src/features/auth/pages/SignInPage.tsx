import { type FormEvent, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import {
  LiteAlert,
  LiteButton,
  LiteLink,
  LiteTextField,
  liteStyles,
} from "../../../components/lite/index.ts";
import { safeCallbackUrl } from "../../../lib/callback-url.ts";
import { type SignInResult, signIn, useSession } from "../../../lib/session/index.ts";
import { SignInErrorAlert } from "../components/SignInErrorAlert.tsx";
import { signInProblem } from "../components/sign-in-error.ts";
import styles from "./SignInPage.module.css";

type Pending = "credentials" | "email" | null;

/**
 * Sign-in with a password or an e-mailed link. Drawn with plain CSS (components/lite), no MUI: it is the
 * first page most visitors load, and its JavaScript must stay under 150 kB gzip (issue 8).
 */
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
      <h1 className={liteStyles.h1}>Sign in</h1>
      <SignInErrorAlert problem={signInProblem(shownError, refusal)} />

      <form noValidate onSubmit={signInWithPassword}>
        <LiteTextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={pending !== null}
          autoFocus
        />
        <LiteTextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={pending !== null}
        />
        <div className={styles.forgot}>
          <LiteLink to="/auth/forgot-password">Forgot password?</LiteLink>
        </div>
        <LiteButton type="submit" variant="contained" disabled={pending !== null}>
          {pending === "credentials" ? "Signing in…" : "Sign in"}
        </LiteButton>
      </form>

      <p className={liteStyles.divider}>or</p>

      <form noValidate onSubmit={sendSignInLink}>
        <h2 className={liteStyles.h2}>Email me a sign-in link</h2>
        <p className={liteStyles.secondary}>
          No password needed: we send a one-time link to the email address above.
        </p>
        <LiteButton type="submit" variant="outlined" disabled={pending !== null}>
          {pending === "email" ? "Sending…" : "Send sign-in link"}
        </LiteButton>
        {linkProblem ? (
          <LiteAlert severity="error" className={styles.linkProblem}>
            {linkProblem}
          </LiteAlert>
        ) : null}
      </form>

      <p className={styles.register}>
        New to Strata? <LiteLink to="/register">Register</LiteLink>
      </p>
      <p className={styles.register}>
        Started a registration? <LiteLink to="/register/resume">Continue it</LiteLink>
      </p>
    </>
  );
}

export { SignInPage as Component };
