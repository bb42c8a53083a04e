export { registerActivationRoutes } from "./routes.ts";
export {
  ACTIVATION_EXPIRES_IN_SECONDS,
  ACTIVATION_PAGE,
  createInvitation,
  invitationMessage,
} from "./service.ts";
