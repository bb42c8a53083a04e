import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** POST /api/registration/activate: consumes the e-mail link's token. */
export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<{ email: string; emailVerified: true }>("/api/registration/activate", { token }),
  });
