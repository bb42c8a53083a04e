import NProgress from "nprogress";
import "nprogress/nprogress.css";
import "./route-progress.css";
import { useEffect } from "react";
import { useNavigation } from "react-router";

/** The progress bar of route changes: starts when a navigation starts, done once the route has loaded. */
export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);

  useEffect(() => () => void NProgress.done(), []);

  return null;
}
