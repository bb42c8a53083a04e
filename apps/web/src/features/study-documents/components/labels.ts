import type { StudyDocumentKind } from "@strata/core";

export const KIND_LABELS: Record<StudyDocumentKind, string> = {
  thesis: "Thesis",
  report: "Report",
  poster: "Poster",
};

export { formatDate } from "@strata/core";

export const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
