import { Autocomplete, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { DEFAULT_TIME_ZONE, formatDateTime, timeZoneAbbreviation, timeZoneChoices } from "@strata/core";
import { useMemo, useState } from "react";
import { FormError } from "../../../components/FormError.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useCurrentUser } from "../../../lib/ability/index.ts";
import { errorMessage } from "../../../lib/api.ts";
import { toast } from "../../../lib/toasts/index.ts";
import { useSetTimeZone } from "../api/set-time-zone.ts";

export const TIME_ZONE_SAVED_MESSAGE = "Time zone saved. Dates and times now show in it.";

/** "Europe/London (GMT)": a zone with what it is called now, as dates will name it. */
const zoneLabel = (zone: string, now: Date) =>
  `${zone.replaceAll("_", " ")} (${timeZoneAbbreviation(zone, now)})`;

/**
 * The zone the user reads dates and times in (decision 0222): Malaysia's unless they choose another,
 * for users abroad (the international tiers) and staff who travel.
 */
export function TimeZonePage() {
  const { user } = useCurrentUser();
  const saved = user?.timeZone ?? null;
  const [zone, setZone] = useState<string>(saved ?? DEFAULT_TIME_ZONE);
  const save = useSetTimeZone();
  const [now] = useState(() => new Date());
  const choices = useMemo(() => timeZoneChoices(), []);
  const labels = useMemo(() => new Map(choices.map((z) => [z, zoneLabel(z, now)])), [choices, now]);
  const current = saved ?? DEFAULT_TIME_ZONE;

  function choose(next: string | null) {
    save.mutate(next, { onSuccess: () => toast.success(TIME_ZONE_SAVED_MESSAGE, { toastId: "time-zone" }) });
  }

  return (
    <>
      <PageHeader
        title="Time zone"
        subtitle="Dates and times across the portal are written in this zone, and each time names it."
      />
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Typography data-testid="time-zone-current">
          Now showing: <strong>{labels.get(current) ?? current}</strong>
          {saved === null ? " — Malaysian time, the portal's own." : "."}
        </Typography>
        <Typography data-testid="time-zone-sample">
          {/* Written as every date of the portal is: in the zone in force, without naming it here. */}
          The time now, as the portal writes it: {formatDateTime(now)}
        </Typography>
        <Autocomplete
          options={choices}
          value={zone}
          onChange={(_, value) => value && setZone(value)}
          getOptionLabel={(option) => labels.get(option) ?? option}
          disableClearable
          renderInput={(params) => <TextField {...params} label="Time zone" />}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          The time now in the zone chosen: {formatDateTime(now, { timeZone: zone })}
        </Typography>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button
            variant="contained"
            onClick={() => choose(zone === DEFAULT_TIME_ZONE ? null : zone)}
            disabled={save.isPending || zone === current}
          >
            {save.isPending ? "Saving…" : "Save"}
          </Button>
          {saved !== null ? (
            <Button onClick={() => choose(null)} disabled={save.isPending}>
              Use Malaysian time
            </Button>
          ) : null}
        </Box>
        <FormError message={save.isError ? errorMessage(save.error) : null} />
      </Stack>
    </>
  );
}

export { TimeZonePage as Component };
