export { canPreviewRecord, previewPathOf } from "./can-preview.ts";
export { PreviewLocked } from "./components/PreviewLocked.tsx";
