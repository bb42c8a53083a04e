export { RequestDataLink } from "./components/RequestDataLink.tsx";
export { requestDataPath } from "./components/request-link.ts";
