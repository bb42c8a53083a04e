import type {
  PlanChoice,
  RegistrationDraft,
  RegistrationOrganisationInput,
  RegistrationSubmitted,
  RegistrationUser,
} from "@strata/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { draftHeaders, draftToken, registrationKeys } from "./draft-token.ts";
import { startRegistration } from "./start-registration.ts";

const post = <T>(step: string, body?: unknown) =>
  api.post<T>(`/api/registration/${step}`, body, { headers: draftHeaders() });

/** A step that answers the draft: the answer becomes the wizard's draft. */
function useDraftStep<I>(call: (input: I) => Promise<RegistrationDraft>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (draft) => queryClient.setQueryData(registrationKeys.draft, draft),
  });
}

/** POST /api/registration/user (starting the draft first when this tab has none). */
export const useSetApplicant = () =>
  useDraftStep(async (input: RegistrationUser) => {
    if (!draftToken()) await startRegistration();
    return post<RegistrationDraft>("user", input);
  });

/** POST /api/registration/verification-email. */
export const useResendVerification = () => useDraftStep(() => post<RegistrationDraft>("verification-email"));

/** POST /api/registration/organization. */
export const useSetOrganisation = () =>
  useDraftStep((input: RegistrationOrganisationInput) => post<RegistrationDraft>("organization", input));

/** POST /api/registration/subscription. */
export const useSetPlan = () =>
  useDraftStep((input: PlanChoice) => post<RegistrationDraft>("subscription", input));

/** POST /api/registration/submit. */
export const useSubmitRegistration = () =>
  useMutation({ mutationFn: () => post<RegistrationSubmitted>("submit") });
