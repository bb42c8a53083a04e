import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import {
  ADD_ON_LABELS,
  ADD_ON_PRICES,
  breakdownOf,
  formatDate,
  formatMyrSst,
  PLANS,
  type PlanChoice,
  planChoiceSchema,
  planMisfit,
  type RegistrationDraft,
  registrationPriceOf,
} from "@strata/core";
import { Controller } from "react-hook-form";
import { useMutationForm } from "../../../components/admin/mutation-form.ts";
import { PriceBreakdown } from "../../../components/billing/PriceBreakdown.tsx";
import { FormError } from "../../../components/FormError.tsx";
import { useOpenBidRounds } from "../api/lookups.ts";
import { useSetPlan } from "../api/steps.ts";
import { durationLabel } from "./labels.ts";

const REGISTRABLE = Object.values(PLANS).filter((plan) => plan.registrable);
const FIELDS = ["planType", "duration", "addOnsType", "bidRoundId"] as const;

function choiceFor(planType: PlanChoice["planType"]): PlanChoice {
  const plan = PLANS[planType];
  return { planType, duration: plan.durations[0] ?? null, addOnsType: [], bidRoundId: null };
}

/** Step 4: the plan (section 9), its duration, add-ons and bid round, with the price and its SST in MYR. */
export function PlanStep({
  draft,
  onDone,
  onBack,
}: {
  draft: RegistrationDraft;
  onDone: () => void;
  onBack: () => void;
}) {
  const setPlan = useSetPlan();
  const bidRounds = useOpenBidRounds();
  const organisation = draft.organisation!;
  const fitting = REGISTRABLE.filter((plan) => planMisfit(plan, organisation) === null);
  const { form, errors, error, submit, submitting } = useMutationForm({
    schema: planChoiceSchema,
    defaultValues: draft.plan ?? choiceFor(fitting[0]?.type ?? "basic"),
    fields: FIELDS,
    onSubmit: async (input) => {
      await setPlan.mutateAsync(input);
      onDone();
    },
  });
  const { control, watch, reset } = form;
  const choice = watch();
  const plan = PLANS[choice.planType];
  // The fields before the schema fills its defaults (no add-on, no bid round).
  const total = registrationPriceOf({
    ...choice,
    addOnsType: choice.addOnsType ?? [],
    bidRoundId: choice.bidRoundId ?? null,
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormLabel id="plan-label">Plan</FormLabel>
      <Box role="radiogroup" aria-labelledby="plan-label" sx={{ display: "grid", gap: 1.5, my: 1 }}>
        {fitting.map((option) => {
          const selected = option.type === choice.planType;
          const price =
            option.price.amountSen === 0
              ? "Free"
              : `${formatMyrSst(option.price.amountSen, "excl")}${option.period === "per-year" ? " a year" : option.period === "per-round" ? " a round" : ""}`;
          return (
            <Card
              key={option.type}
              variant="outlined"
              sx={{ borderColor: selected ? "primary.main" : undefined, borderWidth: selected ? 2 : 1 }}
            >
              <CardActionArea
                role="radio"
                aria-checked={selected}
                onClick={() => reset(choiceFor(option.type))}
              >
                <CardContent sx={{ py: 1.5 }}>
                  <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
                    <Typography sx={{ fontWeight: 700 }}>{option.label}</Typography>
                    <Typography color="primary" sx={{ fontWeight: 600 }}>
                      {price}
                    </Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {option.description}
                  </Typography>
                  {option.notes ? (
                    <Typography variant="caption" color="text.secondary">
                      {option.notes}
                    </Typography>
                  ) : null}
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      {plan.durations.length > 0 ? (
        <Controller
          control={control}
          name="duration"
          render={({ field }) => (
            <TextField
              select
              label="Duration"
              fullWidth
              margin="normal"
              value={field.value ? `${field.value.value} ${field.value.unit}` : ""}
              onChange={(event) =>
                field.onChange(
                  plan.durations.find((d) => `${d.value} ${d.unit}` === event.target.value) ?? null,
                )
              }
              error={Boolean(errors.duration)}
              helperText={errors.duration?.message}
            >
              {plan.durations.map((d) => (
                <MenuItem key={`${d.value} ${d.unit}`} value={`${d.value} ${d.unit}`}>
                  {durationLabel(d)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : null}
      {plan.needsBidRound ? (
        <Controller
          control={control}
          name="bidRoundId"
          render={({ field }) =>
            bidRounds.data && bidRounds.data.length === 0 ? (
              <Alert severity="info" sx={{ my: 2 }}>
                No bid round is open now; this plan cannot be chosen until one opens.
              </Alert>
            ) : (
              <TextField
                select
                label="Bid round"
                fullWidth
                margin="normal"
                required
                value={field.value ?? ""}
                onChange={(event) => field.onChange(event.target.value || null)}
                error={Boolean(errors.bidRoundId)}
                helperText={
                  errors.bidRoundId?.message ??
                  (plan.lasts === "round"
                    ? "The subscription lasts until the round closes."
                    : plan.lasts === "vdr-days"
                      ? "Access lasts the data room's continuous days from activation."
                      : undefined)
                }
              >
                {(bidRounds.data ?? []).map((round) => (
                  <MenuItem key={round.id} value={round.id}>
                    {round.name} (open until {formatDate(round.closesOn)})
                  </MenuItem>
                ))}
              </TextField>
            )
          }
        />
      ) : null}
      {plan.addOns.length > 0 ? (
        <Controller
          control={control}
          name="addOnsType"
          render={({ field }) => (
            <Box sx={{ mt: 2 }}>
              <FormLabel component="legend">Add-ons</FormLabel>
              <FormGroup row>
                {plan.addOns.map((addOn) => (
                  <FormControlLabel
                    key={addOn}
                    label={`${ADD_ON_LABELS[addOn]} (${formatMyrSst(ADD_ON_PRICES[addOn].amountSen, "excl")})`}
                    control={
                      <Checkbox
                        checked={(field.value ?? []).includes(addOn)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...(field.value ?? []), addOn]
                              : (field.value ?? []).filter((a) => a !== addOn),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {errors.addOnsType ? <FormHelperText error>{errors.addOnsType.message}</FormHelperText> : null}
            </Box>
          )}
        />
      ) : null}
      <Box sx={{ mt: 3 }} aria-live="polite">
        {total === 0 ? (
          <Typography variant="h3" component="p">
            Total: Free
          </Typography>
        ) : (
          <PriceBreakdown price={breakdownOf(total, draft.taxRateBp)} align="start" />
        )}
      </Box>
      {errors.planType ? <FormHelperText error>{errors.planType.message}</FormHelperText> : null}
      <FormError message={error} />
      <Box sx={{ display: "flex", justifyContent: "space-between", mt: 2 }}>
        <Button onClick={onBack}>Back</Button>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? "Saving…" : "Continue"}
        </Button>
      </Box>
    </Box>
  );
}
