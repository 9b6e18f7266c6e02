import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../../../db/schema/index.js';
import type { Deps } from '../../../deps.js';
import { notFound } from '../../../lib/app-error.js';
import { endSession } from '../end-session.js';
import type { ActiveSession } from '../sessions.js';

/**
 * security/endSession: signs out one of the caller's own sessions (its sockets close on every
 * process). Another user's session, or one already ended, is 404 — the same answer, so ids of
 * other people's sessions cannot be probed.
 */
export async function endOwnSession(
  deps: Pick<Deps, 'db' | 'clock' | 'bus'>,
  auth: ActiveSession,
  sessionId: string,
): Promise<void> {
  const [own] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, auth.userId), isNull(sessions.revokedAt)),
    );
  if (!own) throw notFound();
  await endSession(deps, own.id);
}
