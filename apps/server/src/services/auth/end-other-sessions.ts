import type { Deps } from '../../deps.js';
import { announceSessionsRevoked } from '../../realtime/session-revocations.js';
import { revokeUserSessions } from './sessions.js';

/** Ends every other session of the user (or all of them without `keepSessionId`). */
export async function endOtherSessions(
  deps: Pick<Deps, 'db' | 'clock' | 'bus'>,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const ended = await revokeUserSessions(deps.db, deps.clock, userId, keepSessionId);
  await announceSessionsRevoked(deps.bus, ended);
  return ended.length;
}
