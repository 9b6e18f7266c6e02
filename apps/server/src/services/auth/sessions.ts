import { and, eq, gt, isNull, ne } from 'drizzle-orm';
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
  return (await findSession(db, clock, sha256Hex(token)))?.session;
}

async function findSession(db: Executor, clock: Clock, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      status: users.status,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, clock()),
      ),
    );
  if (!row || row.status !== 'active') return undefined;
  return {
    session: { sessionId: row.sessionId, userId: row.userId },
    expiresAtMs: row.expiresAt.getTime(),
    lastSeenAtMs: row.lastSeenAt.getTime(),
  };
}

/** "Last active" in the device list is kept to the minute: one write a minute per busy session. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Sessions found valid in the last moment, by token hash: every authenticated request would
 * otherwise cost a database round trip (at thousands of orders a second, a fifth of the server's
 * CPU). Revoking a session (sign-out, password change) drops it here at once; another server
 * process may accept it for at most SESSION_CACHE_MS more.
 */
const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 100_000;
const recentSessions = new Map<string, { session: ActiveSession; validUntilMs: number }>();

/** resolveSession through the short-lived cache (request authentication). */
export async function resolveSessionCached(
  db: Executor,
  clock: Clock,
  token: string,
): Promise<ActiveSession | undefined> {
  if (!token || token.length > 200) return undefined;
  const tokenHash = sha256Hex(token);
  const nowMs = clock().getTime();
  const hit = recentSessions.get(tokenHash);
  if (hit && hit.validUntilMs > nowMs) return hit.session;
  const found = await findSession(db, clock, tokenHash);
  if (!found) {
    recentSessions.delete(tokenHash);
    return undefined;
  }
  if (nowMs - found.lastSeenAtMs >= LAST_SEEN_RESOLUTION_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(nowMs) })
      .where(eq(sessions.id, found.session.sessionId));
  }
  if (recentSessions.size >= SESSION_CACHE_MAX)
    recentSessions.delete(recentSessions.keys().next().value!);
  recentSessions.set(tokenHash, {
    session: found.session,
    validUntilMs: Math.min(nowMs + SESSION_CACHE_MS, found.expiresAtMs),
  });
  return found.session;
}

function forgetCachedSessions(match: (session: ActiveSession) => boolean) {
  for (const [hash, entry] of recentSessions) if (match(entry.session)) recentSessions.delete(hash);
}

/** Drops sessions another process announced as ended (realtime/session-revocations.ts). */
export function forgetCachedSessionIds(sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return;
  const ended = new Set(sessionIds);
  forgetCachedSessions((session) => ended.has(session.sessionId));
}

/**
 * Marks a session revoked; returns its id when it was live. Callers announce the returned ids
 * after their transaction commits (`announceSessionsRevoked`), which ends the session's sockets
 * on every process: `endSession` and `endOtherSessions` do both.
 */
export async function revokeSession(
  db: Executor,
  clock: Clock,
  sessionId: string,
): Promise<string[]> {
  forgetCachedSessions((session) => session.sessionId === sessionId);
  const rows = await db
    .update(sessions)
    .set({ revokedAt: clock() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/**
 * Revokes every live session of the user except, optionally, the one making the change; returns
 * the revoked ids for the caller to announce after commit.
 */
export async function revokeUserSessions(
  db: Executor,
  clock: Clock,
  userId: string,
  exceptSessionId?: string,
): Promise<string[]> {
  forgetCachedSessions((s) => s.userId === userId && s.sessionId !== exceptSessionId);
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: clock() })
    .where(exceptSessionId ? and(live, ne(sessions.id, exceptSessionId)) : live)
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
