import { TOAST_ID } from "@strata/core";
import { useEffect } from "react";
import { LiteAlert } from "../../../components/lite/index.ts";
// Not the toasts index: it re-exports react-toastify, which loads only when a toast shows.
import { showToasts } from "../../../lib/toasts/show-toasts.ts";
import type { SignInProblem } from "./sign-in-error.ts";

/**
 * A sign-in problem, shown twice: as an alert on the page (it stays while the visitor corrects the
 * form) and as the toast section 8 calls for, with section 9's behaviour (top-center, 8 s, the kind's
 * fixed id). A new problem, or the same one after another attempt, raises the toast again.
 */
export function SignInErrorAlert({ problem }: { problem: SignInProblem | null }) {
  const text = problem?.text ?? null;
  const severity = problem?.severity ?? "error";

  useEffect(() => {
    if (text) showToasts([{ kind: severity, message: text, id: TOAST_ID[severity] }]);
  }, [text, severity]);

  if (!problem) return null;
  return <LiteAlert severity={problem.severity}>{problem.text}</LiteAlert>;
}
