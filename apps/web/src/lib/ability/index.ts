export { type AbilityLink, allowedLinks } from "./allowed-links.ts";
export { Can, useAppAbility } from "./Can.tsx";
export {
  CurrentUserProvider,
  type CurrentUserStatus,
  currentUserQueryKey,
  useCurrentUser,
} from "./CurrentUserProvider.tsx";
export { roleLabel } from "./role-label.ts";
