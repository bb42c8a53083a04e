import { createMongoAbility, type ForcedSubject, type MongoAbility, type RawRuleOf } from "@casl/ability";
import { type PackRule, packRules, unpackRules } from "@casl/ability/extra";
import { type AddOn, isStaffRole, type UserRole } from "../enums.ts";
import type { Action, Subject } from "./subjects.ts";
import {
  ADD_ON_RIGHTS,
  ANONYMOUS_RIGHTS,
  EXPIRED_VARIANTS,
  PRIMARY_USER_RIGHTS,
  type Right,
  SIGNED_IN_RIGHTS,
  STAFF_RIGHTS,
  TIER_RIGHTS,
} from "./table.ts";

export type AppAbility = MongoAbility<[Action, Subject | ForcedSubject<Subject>]>;
export type AppRawRule = RawRuleOf<AppAbility>;
export type PackedRules = PackRule<AppRawRule>[];

export type AbilityUser = {
  id: string;
  role: UserRole;
  addOnsType: AddOn[];
  isPrimary: boolean;
  isExpired: boolean;
};

function resolveConditions(conditions: NonNullable<Right["conditions"]>, user: { id: string } | null) {
  if (typeof conditions !== "function") return conditions;
  // Dropping the conditions would widen the rule to every record, so fail loudly instead.
  if (!user) throw new Error("A user-dependent permission rule was built without a user");
  return conditions(user);
}

function toRawRule(right: Right, user: { id: string } | null, expired: boolean): AppRawRule {
  const subjects = (Array.isArray(right.subject) ? right.subject : [right.subject]) as Subject[];
  const subject = expired ? subjects.map((s) => EXPIRED_VARIANTS[s] ?? s) : subjects;
  // A screen one may view is data one may read, so a granted `view` also grants `read`. A `cannot view`
  // only hides the screen: superadmin manages News yet must not see the News screen.
  const action: Action | Action[] =
    right.action === "view" && !right.inverted ? ["view", "read"] : right.action;
  return {
    action,
    subject: subject.length === 1 ? subject[0] : subject,
    ...(right.conditions ? { conditions: resolveConditions(right.conditions, user) } : {}),
    ...(right.inverted ? { inverted: true } : {}),
  };
}

function rightsFor(user: AbilityUser): { rights: readonly Right[]; expired: boolean }[] {
  if (isStaffRole(user.role)) {
    return [{ rights: [...SIGNED_IN_RIGHTS, ...STAFF_RIGHTS[user.role]], expired: false }];
  }
  const tier = user.role;
  return [
    { rights: SIGNED_IN_RIGHTS, expired: false },
    // Section 2 gives the expired variants to basic users only.
    { rights: TIER_RIGHTS[tier], expired: tier === "basic" && user.isExpired },
    { rights: user.addOnsType.flatMap((addOn) => ADD_ON_RIGHTS[addOn]), expired: false },
    { rights: user.isPrimary && tier !== "basic" ? PRIMARY_USER_RIGHTS : [], expired: false },
  ];
}

/** The section-6 rules of a user; `null` is an anonymous visitor (no profile). */
export function rulesFor(user: AbilityUser | null): AppRawRule[] {
  if (!user) return ANONYMOUS_RIGHTS.map((right) => toRawRule(right, null, false));
  return rightsFor(user).flatMap(({ rights, expired }) =>
    rights.map((right) => toRawRule(right, user, expired)),
  );
}

export function defineAbilityFor(user: AbilityUser | null): AppAbility {
  return createMongoAbility<AppAbility>(rulesFor(user));
}

/** The compact form the server sends in `GET /api/users/me`. */
export function packAbilityRules(rules: AppRawRule[]): PackedRules {
  return packRules(rules);
}

/** Accepts `MeResponse["rules"]` as it arrives over the wire (typed `unknown[]`), made by `packAbilityRules`. */
export function createAbilityFromPackedRules(packed: readonly unknown[]): AppAbility {
  return createMongoAbility<AppAbility>(unpackRules([...packed] as PackedRules));
}
