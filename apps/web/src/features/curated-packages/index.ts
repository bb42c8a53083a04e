/** What other features use of curated packages: the download manager's "Curated for you" section. */
export { CuratedForYou } from "./components/CuratedForYou.tsx";
