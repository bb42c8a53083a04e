// First: zod must not probe for eval under the page's CSP (see lib/no-eval.ts).
import "./lib/no-eval.ts";
// The theme as CSS variables and the baseline, before any page's styles.
import "./app/lite/tokens.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { router } from "./app/router.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

// The MUI theme, react-query and the current user are not here: they load with the first page that
// uses them (app/MuiFrame.tsx), so the sign-in page loads none of them.
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
