import { stripToastParams, toastsFromSearchParams } from "@strata/core";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "react-toastify";

/** On every route change: show the info/error/success/warning query parameters as toasts, then drop them. */
export function ToastsFromQuery() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const toasts = toastsFromSearchParams(params);
    const rest = stripToastParams(params);
    for (const item of toasts) toast[item.kind](item.message, { toastId: item.id });
    if (rest.toString() !== params.toString()) {
      const search = rest.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
        { replace: true, state: location.state },
      );
    }
  }, [location, navigate]);

  return null;
}
