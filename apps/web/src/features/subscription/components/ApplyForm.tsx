import {
  Alert,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  APPLICATION_KIND_LABELS,
  addOnLabel,
  CUSTOMER_APPLICATION_KINDS,
  type CustomerApplicationBody,
  customerApplicationAmount,
  customerApplicationBodySchema,
  formatMyrSst,
  PLANS,
  planName,
  type Subscription,
  TIERS,
} from "@strata/core";
import { Controller } from "react-hook-form";
import { useMutationForm } from "../../../components/admin/index.ts";
import { useCreateMyApplication } from "../api/create-my-application.ts";
import { useSubmitMyApplication } from "../api/submit-my-application.ts";

const CHOOSABLE = TIERS.filter((tier) => PLANS[tier].registrable && !PLANS[tier].needsBidRound);

/** "Apply for renewal/upgrade/downgrade/add-on/amendment": the price in MYR as the server will charge it. */
export function ApplyForm({
  subscription,
  defaultKind = "renewal",
}: {
  subscription: Subscription;
  defaultKind?: CustomerApplicationBody["kind"];
}) {
  const create = useCreateMyApplication();
  const submit = useSubmitMyApplication();
  const plan = PLANS[subscription.planType];
  const {
    form,
    errors,
    error,
    submit: onSubmit,
    submitting,
  } = useMutationForm({
    schema: customerApplicationBodySchema,
    defaultValues: {
      kind: defaultKind,
      choice: {
        planType: subscription.planType,
        duration: plan.durations[0] ?? null,
        addOnsType: [],
        bidRoundId: null,
      },
    },
    // A 400 names its fields (body.choice.planType): they show on the form.
    fields: [
      "kind",
      "choice",
      "choice.planType",
      "choice.duration",
      "choice.addOnsType",
      "details",
      "details.name",
      "details.registrationNumber",
      "details.address",
    ],
    onSubmit: async (body) => {
      // Only what the kind uses is sent: an amendment's details, or any other kind's plan choice.
      const payload: CustomerApplicationBody =
        body.kind === "amendment"
          ? { kind: body.kind, details: body.details }
          : { kind: body.kind, choice: body.choice };
      const draft = await create.mutateAsync(payload);
      await submit.mutateAsync({ id: draft.id, body: {} });
      form.reset(form.getValues());
    },
  });
  const values = form.watch();
  const chosen = PLANS[values.choice?.planType ?? subscription.planType];
  const amount = customerApplicationAmount(values, subscription);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="apply-title" sx={{ p: 2 }}>
      <Typography id="apply-title" variant="h6" component="h2" gutterBottom>
        Apply for a change
      </Typography>
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {submit.isSuccess ? (
            <Alert severity="success">
              Your application is submitted. We will tell you by e-mail at every step.
            </Alert>
          ) : null}
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <FormControl>
                <InputLabel id="kind-label">Application</InputLabel>
                <Select labelId="kind-label" label="Application" {...field}>
                  {CUSTOMER_APPLICATION_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {APPLICATION_KIND_LABELS[kind]}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
          />
          {values.kind === "amendment" ? (
            <>
              <TextField
                label="New organisation name"
                {...form.register("details.name", { setValueAs: (v) => v || undefined })}
                error={Boolean(errors.details?.name)}
                helperText={errors.details?.name?.message}
              />
              <TextField
                label="New registration number"
                {...form.register("details.registrationNumber", { setValueAs: (v) => v || undefined })}
              />
              <TextField
                label="New address"
                multiline
                {...form.register("details.address", { setValueAs: (v) => v || undefined })}
                error={Boolean(errors.details)}
                helperText={errors.details?.message ?? errors.details?.root?.message}
              />
            </>
          ) : (
            <>
              <Controller
                control={form.control}
                name="choice.planType"
                render={({ field }) => (
                  <FormControl error={Boolean(errors.choice?.planType)}>
                    <InputLabel id="plan-label">Plan</InputLabel>
                    <Select
                      labelId="plan-label"
                      label="Plan"
                      {...field}
                      onChange={(event) => {
                        field.onChange(event);
                        const next = PLANS[event.target.value as Subscription["planType"]];
                        form.setValue("choice.duration", next.durations[0] ?? null);
                        form.setValue("choice.addOnsType", []);
                      }}
                    >
                      {CHOOSABLE.map((tier) => (
                        <MenuItem key={tier} value={tier}>
                          {planName(tier)} — {formatMyrSst(PLANS[tier].price.amountSen, "excl")}
                        </MenuItem>
                      ))}
                    </Select>
                    <FormHelperText>{errors.choice?.planType?.message ?? chosen.description}</FormHelperText>
                  </FormControl>
                )}
              />
              {chosen.durations.length ? (
                <Controller
                  control={form.control}
                  name="choice.duration"
                  render={({ field }) => (
                    <FormControl error={Boolean(errors.choice?.duration)}>
                      <InputLabel id="duration-label">Duration</InputLabel>
                      <Select
                        labelId="duration-label"
                        label="Duration"
                        value={field.value ? String(field.value.value) : ""}
                        onChange={(event) =>
                          field.onChange({ value: Number(event.target.value), unit: "years" })
                        }
                      >
                        {chosen.durations.map((d) => (
                          <MenuItem key={d.value} value={String(d.value)}>
                            {d.value} {d.value === 1 ? "year" : "years"}
                          </MenuItem>
                        ))}
                      </Select>
                      <FormHelperText>{errors.choice?.duration?.message}</FormHelperText>
                    </FormControl>
                  )}
                />
              ) : null}
              {chosen.addOns.length ? (
                <Controller
                  control={form.control}
                  name="choice.addOnsType"
                  render={({ field: { value = [], onChange } }) => (
                    <FormControl component="fieldset" error={Boolean(errors.choice?.addOnsType)}>
                      <FormLabel component="legend">Add-ons</FormLabel>
                      <FormGroup row>
                        {chosen.addOns.map((addOn) => (
                          <FormControlLabel
                            key={addOn}
                            label={addOnLabel(addOn)}
                            control={
                              <Checkbox
                                checked={value.includes(addOn)}
                                disabled={values.kind === "add-on" && subscription.addOnsType.includes(addOn)}
                                onChange={(_, checked) =>
                                  onChange(checked ? [...value, addOn] : value.filter((a) => a !== addOn))
                                }
                              />
                            }
                          />
                        ))}
                      </FormGroup>
                      <FormHelperText>{errors.choice?.addOnsType?.message}</FormHelperText>
                    </FormControl>
                  )}
                />
              ) : null}
            </>
          )}
          <Typography aria-live="polite">
            Price: <strong>{formatMyrSst(amount, "excl")}</strong>
          </Typography>
          <div>
            <Button type="submit" variant="contained" disabled={submitting}>
              Apply for {APPLICATION_KIND_LABELS[values.kind].toLowerCase()}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
