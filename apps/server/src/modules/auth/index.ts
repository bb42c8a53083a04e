import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Viewer } from "../../lib/viewer.ts";
import type { MailMessage } from "../../plugins/mail.ts";
import { registerAccountRoutes } from "./account-routes.ts";
import { type BetterAuth, createBetterAuth } from "./better-auth.ts";
import { createCsrfProtection } from "./csrf.ts";
import { passwordResetMessage, signInLinkMessage } from "./mail.ts";
import { registerAuthContractRoutes } from "./routes.ts";
import { sessionTokenReader } from "./session-cookie.ts";
import { loadViewerBySessionToken } from "./viewer.ts";

/** What the rest of the app uses of authentication. */
export interface AuthModule {
  /** better-auth, for password hashing and session work other modules need. */
  betterAuth: BetterAuth;
  /** The signed-in user of a request, or null (no cookie, expired or deleted session, user not active). */
  resolveViewer(request: FastifyRequest): Promise<Viewer | null>;
  /** Hashes a password the way better-auth checks it (activation sets the first password with it). */
  hashPassword(password: string): Promise<string>;
}

export interface AuthModuleDeps {
  config: Config;
  db: Database;
  /**
   * Queues a sign-in or reset e-mail in the outbox (lib/outbox.ts): sent by a job, retried while
   * the SMTP server is away, rather than over SMTP inside the request.
   */
  sendMail(message: MailMessage): Promise<void>;
}

/**
 * Sets up better-auth and the identity routes: the auth contract and the main app's auth calls
 * under /api/auth (activation, under /api/activation, is registered beside it in app.ts: it sits
 * above auth and uses its password rules). The route plugins are queued rather than
 * awaited so that they load after the access-control guard is installed and are checked by it.
 */
export async function registerAuthModule(app: FastifyInstance, deps: AuthModuleDeps): Promise<AuthModule> {
  const { config, db, sendMail } = deps;
  const auth = createBetterAuth({
    config,
    db,
    log: app.log,
    sendSignInLink: (mail) => sendMail(signInLinkMessage(mail)),
    sendPasswordReset: (mail) => sendMail(passwordResetMessage(mail)),
  });
  const csrf = createCsrfProtection(config);
  const hashPassword = async (password: string) => (await auth.$context).password.hash(password);

  app.register(
    async (scope) => {
      await registerAuthContractRoutes(scope, { config, db, auth, csrf });
      await registerAccountRoutes(scope, { config, db, auth });
    },
    { prefix: "/api/auth" },
  );
  const context = await auth.$context;
  const sessionToken = sessionTokenReader(context.authCookies.sessionToken.name, context.secret);
  return {
    betterAuth: auth,
    hashPassword,
    async resolveViewer(request) {
      // No refresh here: only GET /api/auth/session extends a session, because only it can send the new cookie back.
      const token = sessionToken(request.headers.cookie);
      return token ? loadViewerBySessionToken(db, token) : null;
    },
  };
}
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.ts";
export { createCsrfProtection } from "./csrf.ts";
export { forwardCookies, toFetchHeaders } from "./http.ts";
export { countCredentialFailure, credentialLocked, hitFixedWindow } from "./rate-limit.ts";
export { newPasswordSchema } from "./schema.ts";
export { changePassword } from "./service.ts";
export { endSessionsOfUsers } from "./suspension.ts";
export { loadViewer, loadViewerBySessionToken, toSessionObject } from "./viewer.ts";
