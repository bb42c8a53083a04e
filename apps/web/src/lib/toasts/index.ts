export { toast } from "react-toastify";
export { ToastHost } from "./ToastHost.tsx";
export { ToastsFromQuery } from "./ToastsFromQuery.tsx";
