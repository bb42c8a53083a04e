/** The credits feature's face: what other features use of it (the subscription page's credits panel). */
export { SubscriptionCreditsPanel } from "./components/SubscriptionCreditsPanel.tsx";
