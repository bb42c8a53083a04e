import type { AddOn, AppAbility, UserRole } from "@strata/core";
import { and, eq } from "drizzle-orm";
import { downloadPackages } from "../../db/schema/index.ts";
import { forbidden } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import type { Actor } from "../../lib/workflow.ts";

/** Who a package belongs to: one user of one organisation (packages are personal, not shared). */
export interface Owner {
  userId: string;
  organisationId: string;
  name: string;
  role: UserRole;
  addOnsType: AddOn[];
  isExpired: boolean;
  isPrimary: boolean;
  /** What the workflow's rights are checked against (and `allowedActions` computed from). */
  ability: AppAbility;
  requestId: string | null;
}

/** The viewer as a package owner; staff, who belong to no organisation, build no packages. */
export function ownerOf(viewer: Viewer, requestId: string | null = null): Owner {
  const { user } = viewer;
  if (!user.organisation) {
    throw forbidden(
      "Download packages belong to an organisation's users; staff read files from data preparation.",
    );
  }
  return {
    userId: user.id,
    organisationId: user.organisation.id,
    name: user.name,
    role: user.role,
    addOnsType: user.addOnsType,
    isExpired: user.isExpired,
    isPrimary: user.isPrimary,
    ability: viewer.ability,
    requestId,
  };
}

/** The scope of every read and write: the package, of this organisation, of this user (else 404). */
export const ownPackage = (owner: Owner, packageId: string) =>
  and(
    eq(downloadPackages.id, packageId),
    eq(downloadPackages.organisationId, owner.organisationId),
    eq(downloadPackages.userId, owner.userId),
  );

export const auditActor = (owner: Owner) => ({ userId: owner.userId, role: owner.role, name: owner.name });

/** The owner as the actor of the package workflow's transitions (and of their audit rows). */
export const ownerActor = (owner: Owner): Actor => ({
  ...auditActor(owner),
  ability: owner.ability,
  organisationId: owner.organisationId,
  isPrimary: owner.isPrimary,
  isStaff: false,
  automatic: false,
  requestId: owner.requestId,
});
