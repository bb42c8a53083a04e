/** What other features use of the download manager: "Add to download package" and "Download now". */
export { AddToPackageButton } from "./components/AddToPackageButton.tsx";
export { DownloadRecordButton } from "./components/DownloadRecordButton.tsx";
