import type { AddOn, AppAbility, ServiceAccountScope, UserRole, UserStatus } from "@strata/core";

/** The signed-in user of a request, as every route sees it. */
export interface Viewer {
  /**
   * Set when a machine client calls with a service account's bearer token: its ability is exactly
   * its scopes, and routes open to any signed-in user refuse it (plugins/access.ts).
   */
  serviceAccount?: { id: string; name: string; scopes: ServiceAccountScope[] };
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
