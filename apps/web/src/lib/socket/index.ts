export { getSocket, isRoomJoined, joinRoom, SOCKET_OPTIONS, subscribeRooms } from "./socket-client.ts";
export { useSocketRoom } from "./use-socket-room.ts";
