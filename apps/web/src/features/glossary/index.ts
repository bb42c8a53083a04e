/** What other features use of the glossary: terms marked with their definitions where the catalogue shows them. */
export { useGlossaryMarks } from "./components/use-glossary-marks.tsx";
