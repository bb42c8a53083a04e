export { registerMemberRoutes, userParamsSchema } from "./member-routes.ts";
export { removeMember, updateMember } from "./members.ts";
export { registerUserRoutes } from "./routes.ts";
