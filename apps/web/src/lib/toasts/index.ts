export { toast } from "./fixed-id-toast.ts";
export { ToastHost } from "./ToastHost.tsx";
export { ToastsFromQuery } from "./ToastsFromQuery.tsx";
