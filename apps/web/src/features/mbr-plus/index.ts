/**
 * What other features use of the MBR-Plus area: data staff's MBR+ switch on the catalogue's record
 * page, and the same switch with its own reading of the flag on data preparation's record view.
 */
export { MbrPlusFlagSwitch, RecordMbrPlusSection } from "./components/MbrPlusFlagSwitch.tsx";
