/**
 * Which rooms the app wants and which the server has confirmed. Several screens may want one room;
 * it is joined once, on the first want, and left once, when the last one lets go. After a
 * reconnection the server has forgotten every room, so each wanted room is joined again.
 */
export class RoomRegistry {
  private readonly wanted = new Map<string, number>();
  private readonly joined = new Set<string>();

  /** Counts a want; true when this is the first, so the room must be joined. */
  want(room: string): boolean {
    const count = this.wanted.get(room) ?? 0;
    this.wanted.set(room, count + 1);
    return count === 0;
  }

  /** Drops a want; true when it was the last, so the room must be left. */
  release(room: string): boolean {
    const count = this.wanted.get(room) ?? 0;
    if (count <= 1) {
      this.wanted.delete(room);
      return count === 1;
    }
    this.wanted.set(room, count - 1);
    return false;
  }

  confirmJoined(room: string): void {
    if (this.wanted.has(room)) this.joined.add(room);
  }

  confirmLeft(room: string): void {
    this.joined.delete(room);
  }

  /** The connection dropped: the server holds no room for us any more. */
  disconnected(): void {
    this.joined.clear();
  }

  isJoined(room: string): boolean {
    return this.joined.has(room);
  }

  /** The rooms to join again on (re)connection. */
  wantedRooms(): string[] {
    return [...this.wanted.keys()];
  }

  joinedRooms(): string[] {
    return [...this.joined];
  }
}
