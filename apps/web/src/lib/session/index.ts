export {
  AUTH_BASE_PATH,
  type AuthProvider,
  getCsrfToken,
  getProviders,
  type SignInResult,
  signIn,
  signOut,
} from "./auth-client.ts";
export { SessionProvider, type SessionStatus } from "./SessionProvider.tsx";
export { signInRequiredUrl, useSession, useSessionState } from "./useSession.ts";
