import { Box, Button, Divider, Typography } from "@mui/material";
import { ADD_ON_LABELS, countryName, PLANS, type RegistrationDraft } from "@strata/core";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { PriceBreakdown } from "../../../components/billing/PriceBreakdown.tsx";
import { FormError } from "../../../components/FormError.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { forgetDraftToken } from "../api/draft-token.ts";
import { useSubmitRegistration } from "../api/steps.ts";
import { durationLabel } from "./labels.ts";

function Section({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <Box sx={{ py: 2 }}>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Typography variant="h3" component="h3">
          {title}
        </Typography>
        <Button size="small" onClick={onEdit} aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
        </Button>
      </Box>
      {children}
    </Box>
  );
}

/** Step 6: everything at a glance, then submit. */
export function ReviewStep({ draft, goTo }: { draft: RegistrationDraft; goTo: (step: number) => void }) {
  const submit = useSubmitRegistration();
  const navigate = useNavigate();
  const { applicant, organisation, plan, price } = draft;
  const planDef = plan ? PLANS[plan.planType] : null;

  function send() {
    submit.mutate(undefined, {
      onSuccess: (result) => {
        forgetDraftToken();
        navigate("/register/done", {
          state: { price: result.price, email: applicant?.email },
        });
      },
    });
  }

  return (
    <Box>
      <Section title="Applicant" onEdit={() => goTo(0)}>
        <Typography>{applicant?.name}</Typography>
        <Typography color="text.secondary">{applicant?.email} (verified)</Typography>
      </Section>
      <Divider />
      <Section title="Organisation" onEdit={() => goTo(2)}>
        <Typography>
          {organisation?.name} ({organisation?.kind === "company" ? "company" : "academic institute"})
        </Typography>
        <Typography color="text.secondary">
          {countryName(organisation?.countryCode)} ·{" "}
          {organisation?.registrationNumber || "no registration number"}
        </Typography>
        <Typography color="text.secondary" sx={{ whiteSpace: "pre-line" }}>
          {organisation?.address}
        </Typography>
      </Section>
      <Divider />
      <Section title="Plan" onEdit={() => goTo(3)}>
        <Typography>
          {planDef?.label}
          {plan?.duration ? `, ${durationLabel(plan.duration)}` : ""}
          {plan && plan.addOnsType.length > 0
            ? `, add-ons: ${plan.addOnsType.map((a) => ADD_ON_LABELS[a]).join(", ")}`
            : ""}
        </Typography>
        {price && price.totalSen > 0 ? (
          <PriceBreakdown price={price} align="start" />
        ) : (
          <Typography variant="h3" component="p" sx={{ mt: 1 }}>
            Total: Free
          </Typography>
        )}
      </Section>
      <Divider />
      <Section title="Documents" onEdit={() => goTo(4)}>
        {draft.documents.map((document) => (
          <Typography key={document.id}>{document.fileName}</Typography>
        ))}
      </Section>
      <FormError message={submit.isError ? errorMessage(submit.error) : null} />
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
        <Button variant="contained" size="large" onClick={send} disabled={submit.isPending}>
          {submit.isPending ? "Submitting…" : "Submit registration"}
        </Button>
      </Box>
    </Box>
  );
}
