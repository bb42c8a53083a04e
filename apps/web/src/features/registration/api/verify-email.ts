import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/registration/activate: consumes the e-mail link's token; answers this device's continuation. */
export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (token: string) => api.POST("/api/registration/activate", { body: { token } }),
  });

/** POST /api/registration/continue: an e-mailed "continue" link opens the draft on this device. */
export const useContinueRegistration = () =>
  useMutation({
    mutationFn: (token: string) => api.POST("/api/registration/continue", { body: { token } }),
  });

/** POST /api/registration/resume: e-mails a continue link to the address's registration in progress. */
export const useResumeRegistration = () =>
  useMutation({
    mutationFn: (email: string) => api.POST("/api/registration/resume", { body: { email } }),
  });
