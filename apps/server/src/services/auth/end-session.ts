import type { Deps } from '../../deps.js';
import { announceSessionsRevoked } from '../../realtime/session-revocations.js';
import { revokeSession } from './sessions.js';

/**
 * Ends one session (sign-out, or a device ended from the session list): revoked in the database,
 * then announced so its sockets close and its cached authentication is dropped on every process.
 */
export async function endSession(
  deps: Pick<Deps, 'db' | 'clock' | 'bus'>,
  sessionId: string,
): Promise<boolean> {
  const ended = await revokeSession(deps.db, deps.clock, sessionId);
  await announceSessionsRevoked(deps.bus, ended);
  return ended.length > 0;
}
