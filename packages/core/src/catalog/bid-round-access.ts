import { isStaffRole } from "../enums.ts";
import type { AppAbility } from "../permissions/ability.ts";
import type { Action, Subject } from "../permissions/subjects.ts";
import { ADD_ON_DOWNLOAD_FLAGS, type DownloadUser, TIER_DOWNLOAD_FLAGS } from "./download.ts";

/**
 * Bid-round access, in one place (docs/decisions.md "Bid-round access"). The spec gives two
 * different things:
 * - section 9 "free bid round dataset access" to standard and premium: downloading the records the
 *   data team flags `bid` — the record page's download decision;
 * - section 6 "bid round data visualisation" to the MBR tier: the bid-round map layers (blocks on
 *   offer by round), with the web map. The MBR add-on brings the MBR tier's rights, and staff who
 *   see MBR or bid rounds see them too.
 * Dataset access does not include the layers: a standard user downloads a bid-round record from its
 * page but is not shown the round's blocks on offer.
 */
export const BID_ROUND_LAYER_RIGHTS = {
  map: ["read", "WebMap"] as [Action, Subject],
  anyOf: [
    ["read", "MBR"],
    ["read", "BidRound"],
  ] as [Action, Subject][],
};

/** Whether these rights show the bid-round map layers (section 6 "bid round data visualisation"). */
export function canSeeBidRoundLayers(ability: AppAbility): boolean {
  const [action, subject] = BID_ROUND_LAYER_RIGHTS.map;
  return ability.can(action, subject) && BID_ROUND_LAYER_RIGHTS.anyOf.some(([a, s]) => ability.can(a, s));
}

/** Whether a user may download records flagged for bid rounds (section 9; expired users download nothing). */
export function canDownloadBidRoundDatasets(user: DownloadUser): boolean {
  if (isStaffRole(user.role)) return true;
  if (user.isExpired) return false;
  const flags = [
    ...TIER_DOWNLOAD_FLAGS[user.role],
    ...user.addOnsType.flatMap((addOn) => ADD_ON_DOWNLOAD_FLAGS[addOn]),
  ];
  return flags.includes("bid");
}
