import { useParams } from "react-router";
import { StudyDocumentView } from "../components/StudyDocumentView.tsx";

/** One of the organisation's study documents with its PDF and comment thread. */
export function StudyDocumentPage() {
  const { id = "" } = useParams();
  return (
    <StudyDocumentView
      scope={{ kind: "member" }}
      id={id}
      backTo={{ label: "All study documents", href: "/study-documents" }}
    />
  );
}

export { StudyDocumentPage as Component };
