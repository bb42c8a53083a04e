import type { AddOn, AppAbility, UserRole, UserStatus } from "@strata/core";

/** The signed-in user of a request, as every route sees it. */
export interface Viewer {
  sessionId: string;
  sessionExpiresAt: Date;
  ability: AppAbility;
  user: {
    id: string;
    name: string;
    email: string;
    image: string | null;
    role: UserRole;
    addOnsType: AddOn[];
    isPrimary: boolean;
    isExpired: boolean;
    status: UserStatus;
    organisation: { id: string; name: string } | null;
  };
}
