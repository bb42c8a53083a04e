import { GlobalStyles } from "@mui/material";
import NProgress from "nprogress";
import "nprogress/nprogress.css";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { BRAND_GREEN } from "./theme.ts";

/** The progress bar of route changes: starts when a navigation starts, done once the route has loaded. */
export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);

  useEffect(() => () => void NProgress.done(), []);

  return (
    <GlobalStyles
      styles={{
        "#nprogress .bar": { background: BRAND_GREEN, height: 3, zIndex: 2000 },
        "#nprogress .peg": { boxShadow: `0 0 10px ${BRAND_GREEN}, 0 0 5px ${BRAND_GREEN}` },
      }}
    />
  );
}
