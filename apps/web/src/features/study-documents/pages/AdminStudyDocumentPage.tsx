import { useParams } from "react-router";
import { StudyDocumentView } from "../components/StudyDocumentView.tsx";

/** Staff read one organisation's study document and its comments from its subscription page. */
export function AdminStudyDocumentPage() {
  const { id = "", documentId = "" } = useParams();
  return (
    <StudyDocumentView
      scope={{ kind: "staff", subscriptionId: id }}
      id={documentId}
      backTo={{ label: "Back to the subscription", href: `/admin/subscriptions/${encodeURIComponent(id)}` }}
    />
  );
}

export { AdminStudyDocumentPage as Component };
