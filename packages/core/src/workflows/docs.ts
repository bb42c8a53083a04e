import { STAFF_ROLES, type StaffRole, TIERS, type Tier } from "../enums.ts";
import { defineAbilityFor } from "../permissions/ability.ts";
import {
  type AnyWorkflow,
  edgesOf,
  LAST_STABLE,
  outcomesOf,
  SAME_STATUS,
  type WorkflowRight,
} from "./workflow.ts";

/** Who holds a right under the section-6 model: staff roles and customer tiers (as primary users). */
export function holdersOf([action, subject]: WorkflowRight): { staff: StaffRole[]; tiers: Tier[] } {
  const holds = (role: StaffRole | Tier) =>
    defineAbilityFor({ id: "doc", role, addOnsType: [], isPrimary: true, isExpired: false }).can(
      action,
      subject,
    );
  return { staff: STAFF_ROLES.filter(holds), tiers: TIERS.filter(holds) };
}

function holdersText(right: WorkflowRight): string {
  const { staff, tiers } = holdersOf(right);
  const parts: string[] = [...staff];
  if (tiers.length === TIERS.length) parts.push("every tier");
  else if (tiers.length > TIERS.length / 2) {
    parts.push(`every tier but ${TIERS.filter((t) => !tiers.includes(t)).join(", ")}`);
  } else if (tiers.length) parts.push(`tiers ${tiers.join(", ")}`);
  return parts.join(", ") || "nobody";
}

function targetText(workflow: AnyWorkflow, t: AnyWorkflow["transitions"][number]): string {
  if (t.to === LAST_STABLE || (typeof t.to === "object" && "lastStable" in t.to)) {
    return `last stable status (${workflow.stable.join(", ")})`;
  }
  if (t.to === SAME_STATUS || (typeof t.to === "object" && "sameStatus" in t.to)) return "same status";
  return outcomesOf(t.to, t.from[0])
    .map((o) => (o.when ? `${o.status} if ${o.when}` : o.status))
    .join(", otherwise ");
}

/** One workflow as Markdown: a Mermaid state diagram and the table it is drawn from. */
export function renderWorkflow(workflow: AnyWorkflow): string {
  const lines = ["```mermaid", "stateDiagram-v2", `  [*] --> ${workflow.initial}`];
  const seen = new Set<string>();
  for (const edge of edgesOf(workflow)) {
    const label = edge.when ? `${edge.transition.action} if ${edge.when}` : edge.transition.action;
    const line = `  ${edge.from} --> ${edge.to} : ${label}`;
    if (!seen.has(line)) lines.push(line);
    seen.add(line);
  }
  for (const status of workflow.terminal) lines.push(`  ${status} --> [*]`);
  lines.push("```", "");

  lines.push("| Status | Meaning |", "|---|---|");
  for (const status of workflow.statuses) {
    const mark = workflow.terminal.includes(status) ? " (terminal)" : "";
    lines.push(`| \`${status}\`${mark} | ${workflow.describe[status]} |`);
  }
  lines.push("", "| Action | From | To | Right | Held by | Guard |", "|---|---|---|---|---|---|");
  for (const t of workflow.transitions) {
    const who = t.automatic ? "the server (automatic)" : holdersText(t.can);
    lines.push(
      `| ${t.action} | ${t.from.join(", ")} | ${targetText(workflow, t)} | ${t.can.join(" ")} | ${who} | ${t.guard ?? ""} |`,
    );
    // A second holder of the same transition reads as a row of its own, under its own guard.
    if (t.alsoBy) {
      lines.push(
        `| ${t.action} | ${t.from.join(", ")} | ${targetText(workflow, t)} | ${t.alsoBy.can.join(" ")} | ${holdersText(t.alsoBy.can)} | ${t.alsoBy.guard} |`,
      );
    }
  }
  lines.push("", "Guards and facts:", "");
  for (const [name, meaning] of Object.entries(workflow.guards))
    lines.push(`- guard \`${name}\`: ${meaning}`);
  for (const [name, meaning] of Object.entries(workflow.facts)) lines.push(`- fact \`${name}\`: ${meaning}`);
  return `${lines.join("\n")}\n`;
}

/** The whole of docs/workflows.md; `npm run docs:workflows` writes it and a test keeps it current. */
export function renderWorkflowDocs(workflows: readonly AnyWorkflow[]): string {
  const parts = [
    "# Workflows",
    "",
    "Generated from the tables in `packages/core/src/workflows` by `npm run docs:workflows`; do not edit",
    "by hand (a test fails when this file differs from the tables). Each transition is applied on the",
    "server by `applyTransition`: a conditional update in one transaction with its audit row. A user",
    "may take a transition when they hold its right (section 6) and its guard holds; automatic ones",
    "are applied by the server itself. Reset returns a row to the last stable status it passed.",
    "",
  ];
  for (const workflow of workflows) {
    parts.push(`## ${workflow.name[0].toUpperCase()}${workflow.name.slice(1)}`, "", renderWorkflow(workflow));
  }
  return parts.join("\n");
}
