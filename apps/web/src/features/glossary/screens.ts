import type { Screen } from "../../app/screens.ts";

const glossary = {
  label: "Glossary",
  description: "Look up the terms used in the catalogue, A to Z.",
  to: "/glossary",
};

/** One entry per subject that opens the glossary; the first allowed one shows (see GLOSSARY_ROUTES). */
export const GLOSSARY_SCREENS: readonly Screen[] = [
  { ...glossary, I: "view", a: "SmartDataCatalog" },
  { ...glossary, I: "view", a: "SmartDataCatalog-Expired" },
  { ...glossary, I: "manage", a: "DataPreparation" },
];
