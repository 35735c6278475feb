/**
 * Offset between the server clock and this device, from one round trip: the server read
 * its time about halfway between sending and receiving.
 */
export function clockOffset(serverNow: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverNow - (sentAt + receivedAt) / 2);
}
