export { canPreviewRecord, previewPathOf } from "./can-preview.ts";
export { LockedViewButton, PreviewLocked, PreviewPlansNote } from "./components/PreviewLocked.tsx";
