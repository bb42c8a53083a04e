import { lazy, Suspense, useEffect } from "react";
import { requestToastHost, useToastHostRequested } from "./host-request.ts";

const ToastContainerHost = lazy(() =>
  import("./ToastContainerHost.tsx").then((module) => ({ default: module.ToastContainerHost })),
);

/** The toast container, loaded on the first page that can show a toast and kept from then on. */
export function ToastHost({ eager }: { eager: boolean }) {
  const requested = useToastHostRequested();
  useEffect(() => {
    if (eager) requestToastHost();
  }, [eager]);
  if (!requested && !eager) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerHost />
    </Suspense>
  );
}
