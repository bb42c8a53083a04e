import { CLIENT_FETCH_ERROR, type Session } from "@strata/core";
import { ApiError, toApiError } from "../api.ts";
import { broadcastSessionChange } from "./broadcast.ts";

/** The auth contract of spec section 7 lives under this base path. */
export const AUTH_BASE_PATH = "/api/auth";

export type ProviderType = "credentials" | "email" | (string & {});

export interface AuthProvider {
  id: string;
  name: string;
  type: ProviderType;
}

export interface SignInOptions {
  callbackUrl?: string;
  email?: string;
  password?: string;
  /** Navigate to the answered url on success (default). With false the caller navigates. */
  redirect?: boolean;
}

export interface SignInResult {
  ok: boolean;
  /** The sign-in error value (spec section 8) or the API error code, or null on success. */
  error: string | null;
  url: string | null;
  /** The server's text when the request itself was refused (rate limit, bad callback url). */
  message?: string;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${AUTH_BASE_PATH}${path}`, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** Sends a client log line to the server; never throws. */
export function logClientError(code: string, details: unknown): void {
  const payload = JSON.stringify({ level: "error", code, details });
  try {
    void fetch(`${AUTH_BASE_PATH}/_log`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: payload,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Logging must never break the page.
  }
}

function describe(error: unknown): { message: string; name?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { message: String(error) };
}

/** GET session: the session object, or null when there is none or the fetch fails. */
export async function fetchSession(): Promise<Session | null> {
  try {
    const data = await getJson<Session | Record<string, never> | null>("/session");
    if (!data || typeof data !== "object" || !("user" in data)) return null;
    return data as Session;
  } catch (error) {
    logClientError(CLIENT_FETCH_ERROR, { url: `${AUTH_BASE_PATH}/session`, error: describe(error) });
    return null;
  }
}

export async function getCsrfToken(): Promise<string> {
  const { csrfToken } = await getJson<{ csrfToken: string }>("/csrf");
  return csrfToken;
}

export async function getProviders(): Promise<Record<string, AuthProvider> | null> {
  try {
    return await getJson<Record<string, AuthProvider> | null>("/providers");
  } catch (error) {
    logClientError(CLIENT_FETCH_ERROR, { url: `${AUTH_BASE_PATH}/providers`, error: describe(error) });
    return null;
  }
}

async function postForm(path: string, fields: Record<string, string | undefined>): Promise<string | null> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) body.set(key, value);
  }
  body.set("json", "true");
  const response = await fetch(`${AUTH_BASE_PATH}${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body,
  });
  const data = (await response.json().catch(() => null)) as { url?: unknown } | null;
  if (data && typeof data.url === "string") return data.url;
  if (!response.ok) throw toApiError(response.status, data);
  return null;
}

function errorOf(url: string): string | null {
  return new URL(url, window.location.origin).searchParams.get("error");
}

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Signs in with a provider; on failure returns the error and stays on the page. */
export async function signIn(provider: string, options: SignInOptions = {}): Promise<SignInResult> {
  const { callbackUrl = currentAddress(), redirect = true, email, password } = options;

  const providers = await getProviders();
  if (!providers || Object.keys(providers).length === 0) {
    window.location.assign("/auth/error");
    return { ok: false, error: "Configuration", url: "/auth/error" };
  }
  const chosen = providers[provider];
  if (!chosen) {
    const url = `/auth/signin?${new URLSearchParams({ callbackUrl })}`;
    window.location.assign(url);
    return { ok: false, error: null, url };
  }

  const path = chosen.type === "credentials" ? `/callback/${chosen.id}` : `/signin/${chosen.id}`;
  let url: string | null;
  try {
    const csrfToken = await getCsrfToken();
    url = await postForm(path, { csrfToken, callbackUrl, email, password });
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      return { ok: false, error: error.code, url: null, message: error.message };
    }
    logClientError(CLIENT_FETCH_ERROR, { url: `${AUTH_BASE_PATH}${path}`, error: describe(error) });
    return { ok: false, error: "Default", url: null };
  }
  const target = url ?? callbackUrl;
  const error = errorOf(target);
  if (error) return { ok: false, error, url: target };

  broadcastSessionChange("signin");
  if (redirect) window.location.assign(target);
  return { ok: true, error: null, url: target };
}

/** Signs out, tells the other tabs and loads the answered address (a full load drops cached data). */
export async function signOut(options: { callbackUrl?: string } = {}): Promise<void> {
  const { callbackUrl = "/auth/signin" } = options;
  let url: string | null = null;
  try {
    const csrfToken = await getCsrfToken();
    url = await postForm("/signout", { csrfToken, callbackUrl });
  } catch (error) {
    logClientError(CLIENT_FETCH_ERROR, { url: `${AUTH_BASE_PATH}/signout`, error: describe(error) });
  }
  broadcastSessionChange("signout");
  window.location.assign(url ?? callbackUrl);
}
