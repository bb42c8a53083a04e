import { APPLICATION_WORKFLOW, type Application, allowedActions, breakdownOf, CURRENCY } from "@strata/core";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { applications, invoices, organisations, users } from "../db/schema/index.ts";
import { applicationStore } from "./application-workflow.ts";
import type { Actor, Tx } from "./workflow.ts";

type ApplicationRow = typeof applications.$inferSelect;

/**
 * The columns `toApplication` needs: the row with its organisation's and next approver's names, and
 * the tax rate of its newest invoice (null before one is issued), so that the application shows the
 * very figures its invoice and payment carry.
 */
export const applicationColumns = {
  row: applications,
  organisationName: organisations.name,
  nextApproverName: users.name,
  invoiceTaxRateBp: sql<
    number | null
  >`(select ${invoices.taxRateBp} from ${invoices} where ${invoices.applicationId} = ${applications.id} order by ${invoices.issuedAt} desc limit 1)`.mapWith(
    Number,
  ),
};

/** Applications with the names `toApplication` shows; add `.where()`, `.orderBy()`, `.limit()`. */
export function selectApplications(db: Database | Tx) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(organisations, eq(organisations.id, applications.organisationId))
    .leftJoin(users, eq(users.id, applications.nextApproverId))
    .$dynamic();
}

/**
 * An application as responses carry it, with the actions this actor may take now. Its price breaks
 * SST out at its invoice's rate once issued, before that at the configured rate (`sstRateBp`).
 */
export function toApplication(
  input: {
    row: ApplicationRow;
    organisationName: string;
    nextApproverName: string | null;
    invoiceTaxRateBp: number | null;
  },
  actor: Actor,
  sstRateBp: number,
): Application {
  const { row } = input;
  return {
    id: row.id,
    organisationId: row.organisationId,
    organisationName: input.organisationName,
    kind: row.kind as Application["kind"],
    status: row.status as Application["status"],
    planType: row.planType as Application["planType"],
    duration:
      row.durationValue !== null && row.durationUnit !== null
        ? { value: row.durationValue, unit: row.durationUnit as "years" }
        : null,
    addOnsType: row.addOnsType as Application["addOnsType"],
    amount: { currency: CURRENCY, amountSen: row.amountSen },
    price: breakdownOf(row.amountSen, input.invoiceTaxRateBp ?? sstRateBp),
    bidRoundId: row.bidRoundId,
    nextApproverId: row.nextApproverId,
    nextApproverName: input.nextApproverName,
    applicantUserId: row.applicantUserId,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    allowedActions: allowedActions(APPLICATION_WORKFLOW, row.status as Application["status"], {
      ability: actor.ability,
      guards: applicationStore.guards(row, actor),
    }).filter((action) => action !== "fail"),
  };
}

/** The application as a response, read after the change committed. */
export async function applicationResponse(
  db: Database,
  id: string,
  actor: Actor,
  sstRateBp: number,
): Promise<Application> {
  const [row] = await selectApplications(db).where(eq(applications.id, id));
  return toApplication(row, actor, sstRateBp);
}
