/** Cross-tab session change signal: a BroadcastChannel, with a localStorage `storage` event fallback. */
export const SESSION_CHANNEL = "strata-session";
export const SESSION_STORAGE_KEY = "strata.session";

export type SessionChangeTrigger = "signin" | "signout" | "update";

interface SessionMessage {
  event: "session";
  id: string;
  /** The tab that sent it: a BroadcastChannel also delivers to other channel objects in the sender's own tab. */
  source: string;
  trigger: SessionChangeTrigger;
  timestamp: number;
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL);
}

function newId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

const THIS_TAB = newId();

/** Tells every other tab of this origin that the session changed. */
export function broadcastSessionChange(trigger: SessionChangeTrigger): void {
  const message: SessionMessage = {
    event: "session",
    id: newId(),
    source: THIS_TAB,
    trigger,
    timestamp: Date.now(),
  };
  const channel = openChannel();
  if (channel) {
    channel.postMessage(message);
    channel.close();
  }
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(message));
  } catch {
    // Storage may be unavailable (private mode, quota); the channel still carries the signal.
  }
}

function isSessionMessage(value: unknown): value is SessionMessage {
  return typeof value === "object" && value !== null && (value as SessionMessage).event === "session";
}

/** Calls `onChange` once per change signalled by another tab; returns the unsubscribe function. */
export function subscribeToSessionChanges(onChange: (trigger: SessionChangeTrigger) => void): () => void {
  const seen = new Set<string>();
  const receive = (message: unknown) => {
    if (!isSessionMessage(message) || message.source === THIS_TAB || seen.has(message.id)) return;
    seen.add(message.id);
    onChange(message.trigger);
  };

  const channel = openChannel();
  const onMessage = (event: MessageEvent) => receive(event.data);
  channel?.addEventListener("message", onMessage);

  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue));
    } catch {
      // A foreign value under our key: ignore it.
    }
  };
  window.addEventListener("storage", onStorage);

  return () => {
    channel?.removeEventListener("message", onMessage);
    channel?.close();
    window.removeEventListener("storage", onStorage);
  };
}
