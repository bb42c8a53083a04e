export { type EInvoiceSandbox, type SandboxControl, startEInvoiceSandbox } from "./server.ts";
export type { SandboxOperation, SandboxOutcome } from "./state.ts";
