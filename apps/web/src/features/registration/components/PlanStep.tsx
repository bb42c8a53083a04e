import { zodResolver } from "@hookform/resolvers/zod";
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
  ADD_ON_PRICES,
  type AddOn,
  formatMyr,
  PLANS,
  type PlanChoice,
  planChoiceSchema,
  planMisfit,
  type RegistrationDraft,
  registrationPriceOf,
} from "@strata/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { applyServerErrors } from "../../../components/admin/server-field-errors.ts";
import { FormError } from "../../../components/FormError.tsx";
import { useOpenBidRounds } from "../api/lookups.ts";
import { useSetPlan } from "../api/steps.ts";

const REGISTRABLE = Object.values(PLANS).filter((plan) => plan.registrable);
const FIELDS = ["planType", "duration", "addOnsType", "bidRoundId"];
const ADD_ON_LABELS: Record<AddOn, string> = {
  mbr: "MBR",
  "mpm-study": "MPM Study",
  "mbr-plus": "MBR-Plus",
  vdr: "Virtual Data Room",
};
const durationLabel = (d: { value: number; unit: string }) =>
  `${d.value} ${d.value === 1 ? d.unit.replace(/s$/, "") : d.unit}`;

function choiceFor(planType: PlanChoice["planType"]): PlanChoice {
  const plan = PLANS[planType];
  return { planType, duration: plan.durations[0] ?? null, addOnsType: [], bidRoundId: null };
}

/** Step 4: the plan (section 9), its duration, add-ons and bid round, with the total in MYR. */
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
  const [formError, setFormError] = useState<string | null>(null);
  const organisation = draft.organisation!;
  const fitting = REGISTRABLE.filter((plan) => planMisfit(plan, organisation) === null);
  const {
    control,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PlanChoice>({
    resolver: zodResolver(planChoiceSchema) as never,
    defaultValues: draft.plan ?? choiceFor(fitting[0]?.type ?? "basic"),
  });
  const choice = watch();
  const plan = PLANS[choice.planType];
  const total = registrationPriceOf(choice);

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await setPlan.mutateAsync(input);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormLabel id="plan-label">Plan</FormLabel>
      <Box
        role="radiogroup"
        aria-labelledby="plan-label"
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr" },
          my: 1,
        }}
      >
        {fitting.map((option) => {
          const selected = option.type === choice.planType;
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
                sx={{ height: "100%" }}
              >
                <CardContent>
                  <Typography variant="h3" component="p">
                    {option.label}
                  </Typography>
                  <Typography variant="h6" component="p" color="primary">
                    {option.price.amountSen === 0 ? "Free" : formatMyr(option.price.amountSen)}
                    {option.period === "per-year"
                      ? " per year"
                      : option.period === "per-round"
                        ? " per round"
                        : ""}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {option.description}
                  </Typography>
                  {option.notes ? <Typography variant="caption">{option.notes}</Typography> : null}
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
                helperText={errors.bidRoundId?.message}
              >
                {(bidRounds.data ?? []).map((round) => (
                  <MenuItem key={round.id} value={round.id}>
                    {round.name} (open until {round.closesOn})
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
                    label={`${ADD_ON_LABELS[addOn]} (${formatMyr(ADD_ON_PRICES[addOn].amountSen)})`}
                    control={
                      <Checkbox
                        checked={field.value.includes(addOn)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, addOn]
                              : field.value.filter((a) => a !== addOn),
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
      <Typography variant="h3" component="p" sx={{ mt: 3 }} aria-live="polite">
        Total: {total === 0 ? "Free" : formatMyr(total)}
      </Typography>
      {errors.planType ? <FormHelperText error>{errors.planType.message}</FormHelperText> : null}
      <FormError message={formError} />
      <Box sx={{ display: "flex", justifyContent: "space-between", mt: 2 }}>
        <Button onClick={onBack}>Back</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Continue"}
        </Button>
      </Box>
    </Box>
  );
}
