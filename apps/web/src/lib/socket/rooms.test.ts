import { describe, expect, it } from "vitest";
import { RoomRegistry } from "./rooms.ts";

describe("RoomRegistry", () => {
  it("joins a room on the first want and leaves it on the last release", () => {
    const rooms = new RoomRegistry();
    expect(rooms.want("sync:1")).toBe(true);
    expect(rooms.want("sync:1")).toBe(false);
    expect(rooms.release("sync:1")).toBe(false);
    expect(rooms.release("sync:1")).toBe(true);
    expect(rooms.release("sync:1")).toBe(false);
    expect(rooms.wantedRooms()).toEqual([]);
  });

  it("counts a room as joined only once the server confirms it, and forgets joins on disconnect", () => {
    const rooms = new RoomRegistry();
    rooms.confirmJoined("sync:1");
    expect(rooms.isJoined("sync:1")).toBe(false);
    rooms.want("sync:1");
    rooms.confirmJoined("sync:1");
    expect(rooms.joinedRooms()).toEqual(["sync:1"]);
    rooms.disconnected();
    expect(rooms.isJoined("sync:1")).toBe(false);
    expect(rooms.wantedRooms()).toEqual(["sync:1"]);
  });
});
