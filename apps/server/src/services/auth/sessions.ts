import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256Hex } from '../../lib/crypto.js';
import { getSetting } from '../settings/get-setting.js';

export type SessionMethod = (typeof sessions.$inferInsert)['method'];

export interface SessionContext {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** Issues an opaque bearer token; only its hash is stored. */
export async function createSession(
  db: Executor,
  clock: Clock,
  userId: string,
  method: SessionMethod,
  context: SessionContext = {},
): Promise<string> {
  const token = `mrd_${randomToken(32)}`;
  const days = await getSetting(db, 'auth.sessionDays');
  const now = clock();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256Hex(token),
    method,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + days * 86_400_000),
  });
  return token;
}

export interface ActiveSession {
  sessionId: string;
  userId: string;
}

/** The live session for a token, or undefined when unknown, revoked, expired or the user is disabled. */
export async function resolveSession(
  db: Executor,
  clock: Clock,
  token: string,
): Promise<ActiveSession | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256Hex(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, clock()),
      ),
    );
  if (!row || row.status !== 'active') return undefined;
  return { sessionId: row.sessionId, userId: row.userId };
}

export async function revokeSession(db: Executor, clock: Clock, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the user out everywhere except, optionally, the session making the change. */
export async function revokeUserSessions(
  db: Executor,
  clock: Clock,
  userId: string,
  exceptSessionId?: string,
) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  for (const row of rows) {
    if (row.id !== exceptSessionId) await revokeSession(db, clock, row.id);
  }
}
