import { TOAST_KINDS, toastsFromSearchParams } from "@strata/core";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { showToasts } from "./show-toasts.ts";

/**
 * On every route change: show the info/error/success/warning query parameters as toasts, then drop them
 * from the address. Parameters in `ownQueryParams` belong to the page and are left alone.
 */
export function ToastsFromQuery({ ownQueryParams }: { ownQueryParams: readonly string[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const reserved = ownQueryParams.join(",");

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const owned = new Set(reserved.split(","));
    const kinds = TOAST_KINDS.filter((kind) => !owned.has(kind) && params.has(kind));
    if (kinds.length === 0) return;

    const toastParams = new URLSearchParams();
    for (const kind of kinds) for (const value of params.getAll(kind)) toastParams.append(kind, value);
    showToasts(toastsFromSearchParams(toastParams));

    const rest = new URLSearchParams(params);
    for (const kind of kinds) rest.delete(kind);
    const search = rest.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate, reserved]);

  return null;
}
