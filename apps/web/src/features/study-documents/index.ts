export { SubscriptionStudyDocumentsPanel } from "./components/SubscriptionStudyDocumentsPanel.tsx";
