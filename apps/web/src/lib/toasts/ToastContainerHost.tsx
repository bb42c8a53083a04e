import { TOAST_AUTO_CLOSE_MS } from "@strata/core";
import { ToastContainer } from "react-toastify";

/** The one toast container: top-center, closing after 8 seconds (spec section 9). */
export function ToastContainerHost() {
  return <ToastContainer position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop theme="colored" />;
}
