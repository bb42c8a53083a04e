import { PageHeader } from "../../../components/PageHeader.tsx";
import { ProductionUpload } from "../components/ProductionUpload.tsx";

/** /data-preparation/production-data: data staff load and correct production and read its history (decisions 0161, 0211). */
export function ProductionUploadPage() {
  return (
    <>
      <PageHeader
        title="Load production data"
        subtitle="Add or correct monthly production per wellbore from a CSV or XLSX file, and see who changed what."
      />
      <ProductionUpload />
    </>
  );
}

export { ProductionUploadPage as Component };
