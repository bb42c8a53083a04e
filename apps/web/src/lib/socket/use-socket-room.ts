import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { getSocket, isRoomJoined, joinRoom, subscribeRooms } from "./socket-client.ts";

// biome-ignore lint/suspicious/noExplicitAny: event payloads are typed by the caller's handlers.
type Handlers = Record<string, (payload: any) => void>;

/**
 * Joins `room` while the component is mounted (or until `room` becomes null) and calls each handler on
 * its event. Answers whether the server has confirmed the room (`room_joined`).
 */
export function useSocketRoom(room: string | null, handlers: Handlers): { joined: boolean } {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const events = Object.keys(handlers).sort().join(",");

  useEffect(() => {
    if (!room) return;
    const client = getSocket();
    const bound = events
      .split(",")
      .filter(Boolean)
      .map((event) => {
        const listener = (payload: unknown) => handlersRef.current[event]?.(payload);
        client.on(event, listener);
        return [event, listener] as const;
      });
    const leave = joinRoom(room);
    return () => {
      for (const [event, listener] of bound) client.off(event, listener);
      leave();
    };
  }, [room, events]);

  const getJoined = useCallback(() => (room ? isRoomJoined(room) : false), [room]);
  const joined = useSyncExternalStore(subscribeRooms, getJoined, getJoined);
  return { joined };
}
