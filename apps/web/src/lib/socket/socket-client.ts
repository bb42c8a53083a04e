import { SOCKET_EVENTS, SOCKET_PATH, SOCKET_RECONNECTION } from "@strata/core";
import { io, type Socket } from "socket.io-client";
import { RoomRegistry } from "./rooms.ts";

/** Section 9: reconnection after 1 s, backing off up to 5 s, randomised by 0.5; a 20 s connect timeout. */
export const SOCKET_OPTIONS = { reconnection: true, ...SOCKET_RECONNECTION, path: SOCKET_PATH } as const;

interface RoomPayload {
  room: string;
}

let socket: Socket | null = null;
const rooms = new RoomRegistry();
const roomListeners = new Set<() => void>();

function notifyRooms() {
  for (const listener of roomListeners) listener();
}

function roomOf(payload: unknown): string | null {
  const room = (payload as Partial<RoomPayload> | null)?.room;
  return typeof room === "string" ? room : null;
}

/** The one connection of the app (section 7), opened on first use; it rejoins its rooms after each reconnection. */
export function getSocket(): Socket {
  if (socket) return socket;
  const created = io({ ...SOCKET_OPTIONS, withCredentials: true, autoConnect: true });
  created.on("connect", () => {
    for (const room of rooms.wantedRooms()) created.emit(SOCKET_EVENTS.joinRoom, { room });
  });
  created.on("disconnect", () => {
    rooms.disconnected();
    notifyRooms();
  });
  created.on(SOCKET_EVENTS.roomJoined, (payload: unknown) => {
    const room = roomOf(payload);
    if (room) rooms.confirmJoined(room);
    notifyRooms();
  });
  // A refused join (no right, unknown room) leaves the room unjoined; callers fall back as they see fit.
  for (const event of [SOCKET_EVENTS.roomLeft, SOCKET_EVENTS.roomError]) {
    created.on(event, (payload: unknown) => {
      const room = roomOf(payload);
      if (room) rooms.confirmLeft(room);
      notifyRooms();
    });
  }
  socket = created;
  return created;
}

/** Joins a room (once however many screens want it); the returned function lets go of it. */
export function joinRoom(room: string): () => void {
  const client = getSocket();
  if (rooms.want(room) && client.connected) client.emit(SOCKET_EVENTS.joinRoom, { room });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (rooms.release(room)) {
      if (client.connected) client.emit(SOCKET_EVENTS.leaveRoom, { room });
      rooms.confirmLeft(room);
      notifyRooms();
    }
  };
}

export function isRoomJoined(room: string): boolean {
  return rooms.isJoined(room);
}

/** Calls `listener` whenever a room is joined or left. */
export function subscribeRooms(listener: () => void): () => void {
  roomListeners.add(listener);
  return () => roomListeners.delete(listener);
}
