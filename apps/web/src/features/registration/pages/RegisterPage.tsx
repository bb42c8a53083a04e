import { Alert, Box, Button, LinearProgress, Link, Typography } from "@mui/material";
import type { RegistrationDraft } from "@strata/core";
import { useEffect, useState } from "react";
import { Navigate, Link as RouterLink } from "react-router";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { forgetDraftToken } from "../api/draft-token.ts";
import { useDraft } from "../api/get-draft.ts";
import { ApplicantStep } from "../components/ApplicantStep.tsx";
import { CheckEmailStep } from "../components/CheckEmailStep.tsx";
import { DocumentsStep } from "../components/DocumentsStep.tsx";
import { OrganisationStep } from "../components/OrganisationStep.tsx";
import { PlanStep } from "../components/PlanStep.tsx";
import { ReviewStep } from "../components/ReviewStep.tsx";

const STEPS = ["Applicant", "Verify e-mail", "Organisation", "Plan", "Documents", "Review"] as const;
const VERIFY = 1;

/** The first step the draft still needs; a reload resumes there. */
function firstOpenStep(draft: RegistrationDraft | null | undefined): number {
  if (!draft?.applicant) return 0;
  if (!draft.emailVerified) return VERIFY;
  if (!draft.organisation) return 2;
  if (!draft.plan) return 3;
  if (draft.documents.length === 0) return 4;
  return 5;
}

/** The public registration wizard (section 7 "Registration"): a server-side draft, one step at a time. */
export function RegisterPage() {
  const [step, setStep] = useState<number | null>(null);
  // While the e-mail waits for its link, the draft is polled so that a link opened elsewhere moves this tab on.
  const waiting = step === VERIFY;
  const draft = useDraft(waiting ? 3000 : undefined);

  useEffect(() => {
    if (draft.isSuccess && step === null) setStep(firstOpenStep(draft.data));
    if (waiting && draft.data?.emailVerified) setStep(firstOpenStep(draft.data));
  }, [draft.isSuccess, draft.data, step, waiting]);

  if (draft.isError) {
    return (
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            onClick={() => {
              forgetDraftToken();
              window.location.reload();
            }}
          >
            Start again
          </Button>
        }
      >
        This registration has expired or can no longer be continued.
      </Alert>
    );
  }
  if (step === null || draft.isPending) return <PageLoader />;
  const data = draft.data ?? null;
  if (data?.applicationId) {
    // Submitted already (the answer was lost on the way, or another tab did it).
    forgetDraftToken();
    return <Navigate to="/register/done" replace />;
  }
  const next = () => setStep((s) => (s ?? 0) + 1);
  const back = () => setStep((s) => Math.max(0, (s ?? 1) - 1));

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Register your organisation
      </Typography>
      <Box sx={{ mb: 3 }}>
        <Typography variant="overline" color="text.secondary" component="p">
          Step {step + 1} of {STEPS.length}
        </Typography>
        <Typography variant="h2" component="h2" gutterBottom>
          {STEPS[step]}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(step / (STEPS.length - 1)) * 100}
          aria-label={`Registration progress: step ${step + 1} of ${STEPS.length}`}
        />
      </Box>
      {step === 0 || !data ? (
        <ApplicantStep draft={data} onDone={() => setStep(VERIFY)} />
      ) : step === VERIFY ? (
        <CheckEmailStep draft={data} onBack={() => setStep(0)} />
      ) : step === 2 ? (
        <OrganisationStep draft={data} onDone={next} onBack={() => setStep(0)} />
      ) : step === 3 ? (
        <PlanStep draft={data} onDone={next} onBack={back} />
      ) : step === 4 ? (
        <DocumentsStep draft={data} onDone={next} onBack={back} />
      ) : (
        <ReviewStep draft={data} goTo={setStep} />
      )}
      <Typography variant="body2" sx={{ mt: 4 }}>
        Already registered?{" "}
        <Link component={RouterLink} to="/auth/signin">
          Sign in
        </Link>
      </Typography>
    </Box>
  );
}

export { RegisterPage as Component };
