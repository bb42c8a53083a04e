import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiAnswer, type ApiBody, api } from "../../../lib/api.ts";
import { draftHeaders, draftToken, registrationKeys } from "./draft-token.ts";
import { startRegistration } from "./start-registration.ts";

type RegistrationDraft = ApiAnswer<"/api/registration/current">;

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
  useDraftStep(async (input: ApiBody<"/api/registration/user">) => {
    if (!draftToken()) await startRegistration();
    return api.POST("/api/registration/user", { body: input, headers: draftHeaders() });
  });

/** POST /api/registration/verification-email. */
export const useResendVerification = () =>
  useDraftStep(() => api.POST("/api/registration/verification-email", { headers: draftHeaders() }));

/** POST /api/registration/organization. */
export const useSetOrganisation = () =>
  useDraftStep((input: ApiBody<"/api/registration/organization">) =>
    api.POST("/api/registration/organization", { body: input, headers: draftHeaders() }),
  );

/** POST /api/registration/subscription. */
export const useSetPlan = () =>
  useDraftStep((input: ApiBody<"/api/registration/subscription">) =>
    api.POST("/api/registration/subscription", { body: input, headers: draftHeaders() }),
  );

/** POST /api/registration/submit. */
export const useSubmitRegistration = () =>
  useMutation({ mutationFn: () => api.POST("/api/registration/submit", { headers: draftHeaders() }) });
