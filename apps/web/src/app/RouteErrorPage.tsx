import { isRouteErrorResponse, useRouteError } from "react-router";
import { LiteAlert, LiteButton, liteStyles } from "../components/lite/index.ts";
import styles from "./RouteErrorPage.module.css";

/**
 * Shown when a route fails to load or render (e.g. a chunk missing after a deploy). Plain CSS, in the
 * first download: it must not depend on a chunk that may be the one missing.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className={styles.page}>
      <h1 className={liteStyles.h1}>Something went wrong</h1>
      <LiteAlert severity="error">This page could not be shown.{detail ? ` (${detail})` : ""}</LiteAlert>
      <LiteButton variant="contained" className={liteStyles.inline} onClick={() => window.location.reload()}>
        Reload the page
      </LiteButton>
    </main>
  );
}
