/** What other features use of the download manager: the "Add to download package" action. */
export { AddToPackageButton } from "./components/AddToPackageButton.tsx";
