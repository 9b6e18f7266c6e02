import type { SessionView } from '@meridian/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../../../db/schema/index.js';
import type { Deps } from '../../../deps.js';
import type { ActiveSession } from '../sessions.js';
import { describeDevice } from '../describe-device.js';

/** security/sessions: the caller's live sessions (never anyone else's), newest first. */
export async function listSessions(
  deps: Pick<Deps, 'db' | 'clock'>,
  auth: ActiveSession,
): Promise<{ list: SessionView[] }> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, auth.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, deps.clock()),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(200);
  return {
    list: rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent) ?? null,
      ip: row.ip,
      method: row.method,
      createdAt: row.createdAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
      current: row.id === auth.sessionId,
    })),
  };
}
