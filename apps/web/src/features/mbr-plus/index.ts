/** What other features use of the MBR-Plus area: data staff's MBR+ switch on a record's page. */
export { MbrPlusFlagSwitch } from "./components/MbrPlusFlagSwitch.tsx";
