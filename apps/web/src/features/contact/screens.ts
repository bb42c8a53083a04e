import type { Screen } from "../../app/screens.ts";

export const CONTACT_SCREENS: readonly Screen[] = [
  {
    label: "Inbox",
    description: "Contact messages and feedback from customers and visitors.",
    to: "/admin/messages",
    I: "manage",
    a: "StaticContent",
  },
  {
    label: "EULA versions",
    description: "Publish a new EULA; customers accept it once.",
    to: "/admin/eula",
    I: "manage",
    a: "StaticContent",
  },
];
