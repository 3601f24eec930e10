import type { ProtectionStatus } from '@velas/domain/schemas/protection';

/** On the api's clock (which tests move) plus what the device says has passed since. */
export function sessionElapsedMs(
  status: ProtectionStatus,
  receivedAt: number | undefined,
  deviceNow: number,
): number {
  const atAnswer = Date.parse(status.now) - Date.parse(status.session.startedAt);
  return Math.max(0, atAnswer + deviceNow - (receivedAt ?? deviceNow));
}
