export { RequestDataLink, requestDataPath } from "./components/RequestDataLink.tsx";
