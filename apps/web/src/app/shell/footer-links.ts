/**
 * The footer's links, kept apart from the navigation's screens: the footer is on the sign-in page,
 * whose first load must not carry the registry of every screen.
 */
export const FOOTER_LINKS = [
  { label: "About us", to: "/about-us" },
  { label: "EULA", to: "/eula" },
  { label: "News", to: "/news" },
  { label: "FAQs", to: "/faqs" },
  { label: "Contact us", to: "/contact" },
  { label: "Feedback", to: "/feedback" },
] as const;
