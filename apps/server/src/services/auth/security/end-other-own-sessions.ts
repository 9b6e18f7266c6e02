import type { Deps } from '../../../deps.js';
import { endOtherSessions } from '../end-other-sessions.js';
import type { ActiveSession } from '../sessions.js';

/** security/endOtherSessions: every session of the caller except this one. */
export async function endOtherOwnSessions(
  deps: Pick<Deps, 'db' | 'clock' | 'bus'>,
  auth: ActiveSession,
): Promise<{ ended: number }> {
  return { ended: await endOtherSessions(deps, auth.userId, auth.sessionId) };
}
