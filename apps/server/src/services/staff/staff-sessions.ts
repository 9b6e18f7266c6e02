import type { StaffRole } from '@meridian/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staffChallenges, staffSessions, staffUsers } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken, sha256Hex } from '../../lib/crypto.js';

/** Staff tokens carry their own prefix; user tokens (`mrd_`) are never looked up here. */
export const STAFF_TOKEN_PREFIX = 'stf_';
export const STAFF_SESSION_MS = 12 * 3_600_000;

export interface StaffSessionContext {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface ActiveStaffSession {
  sessionId: string;
  staffId: string;
  username: string;
  role: StaffRole;
}

/** Issues an opaque bearer token (12 hours); only its hash is stored. */
export async function createStaffSession(
  db: Executor,
  clock: Clock,
  staffId: string,
  context: StaffSessionContext = {},
): Promise<{ token: string; sessionId: string }> {
  const token = `${STAFF_TOKEN_PREFIX}${randomToken(32)}`;
  const now = clock();
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId,
      tokenHash: sha256Hex(token),
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 300),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + STAFF_SESSION_MS),
    })
    .returning({ id: staffSessions.id });
  return { token, sessionId: row!.id };
}

/**
 * The live staff session for a token, or undefined when it is not a staff token, unknown,
 * revoked, expired, or its staff member is disabled. Not cached: back-office traffic is light,
 * and disabling someone must stop their session at once on every server process.
 */
export async function resolveStaffSession(
  db: Executor,
  clock: Clock,
  token: string,
): Promise<ActiveStaffSession | undefined> {
  if (!token.startsWith(STAFF_TOKEN_PREFIX) || token.length > 200) return undefined;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staffUsers.id,
      username: staffUsers.username,
      role: staffUsers.role,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256Hex(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, clock()),
        eq(staffUsers.status, 'active'),
      ),
    );
  return row;
}

export async function revokeStaffSession(
  db: Executor,
  clock: Clock,
  sessionId: string,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: clock() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/**
 * Ends every session of a staff member and voids their unfinished sign-ins; returns the ended
 * session ids for the caller to announce after commit (their sockets close on every process).
 */
export async function signOutStaffEverywhere(
  db: Executor,
  clock: Clock,
  staffId: string,
): Promise<string[]> {
  const now = clock();
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  await db
    .update(staffChallenges)
    .set({ consumedAt: now })
    .where(and(eq(staffChallenges.staffId, staffId), isNull(staffChallenges.consumedAt)));
  return ended.map((row) => row.id);
}
