/** Widgets drawn with plain CSS in the theme's look, for pages that must load without MUI (sign-in). */
export { type AlertSeverity, LiteAlert } from "./LiteAlert.tsx";
export { LiteButton } from "./LiteButton.tsx";
export { LiteLink } from "./LiteLink.tsx";
export { LitePageLoader } from "./LitePageLoader.tsx";
export { LiteTextField } from "./LiteTextField.tsx";
export { default as liteStyles } from "./lite.module.css";
