import { Stack } from "@mui/material";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { CoreChanges } from "../components/CoreChanges.tsx";
import { CorePhotoUpload } from "../components/CorePhotoUpload.tsx";
import { CoreSampleImport } from "../components/CoreSampleImport.tsx";

/** Data staff: add and correct core samples from CSV/XLSX (validate, then apply all or nothing), and add core photographs. */
export function CoreImportPage() {
  return (
    <>
      <PageHeader
        title="Load core analysis data"
        subtitle="Add or correct core plug samples from a CSV or XLSX file, and add core photographs."
      />
      <Stack spacing={3}>
        <CoreSampleImport />
        <CorePhotoUpload />
        <CoreChanges />
      </Stack>
    </>
  );
}

export { CoreImportPage as Component };
