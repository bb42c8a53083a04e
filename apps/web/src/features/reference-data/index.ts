/** The reference-data feature's face: the country picker that organisation forms share. */
export { CountryField } from "./components/CountryField.tsx";
