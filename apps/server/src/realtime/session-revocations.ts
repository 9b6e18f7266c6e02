import type { Bus } from './bus.js';

/**
 * Ended sessions are announced on one bus topic so that every process closes their live sockets
 * at once (sign-out, password change, a session ended from the device list, a staff member
 * disabled) and drops them from its short authentication cache, instead of noticing at the next
 * heartbeat or cache expiry. Announce only after the revoking transaction has committed: a socket
 * closed earlier could reconnect with the still-valid token.
 */
export const SESSIONS_REVOKED_TOPIC = 'sessions:revoked';

export interface SessionsRevokedMessage {
  type: 'sessionsRevoked';
  sessionIds: string[];
}

export async function announceSessionsRevoked(
  bus: Bus,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  const message: SessionsRevokedMessage = { type: 'sessionsRevoked', sessionIds: [...sessionIds] };
  await bus.publish(SESSIONS_REVOKED_TOPIC, message);
}

export function revokedSessionIds(message: unknown): string[] {
  if (!message || typeof message !== 'object') return [];
  const { type, sessionIds } = message as Partial<SessionsRevokedMessage>;
  if (type !== 'sessionsRevoked' || !Array.isArray(sessionIds)) return [];
  return sessionIds.filter((id): id is string => typeof id === 'string');
}

/** This process's live sockets by session, closed when their session is announced as ended. */
export class LiveSessions {
  private readonly closers = new Map<string, Set<() => void>>();
  private unsubscribe: (() => Promise<void>) | undefined;

  constructor(private readonly bus: Bus) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.bus.subscribe(SESSIONS_REVOKED_TOPIC, (message) => {
      for (const sessionId of revokedSessionIds(message)) this.end(sessionId);
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** Registers a socket's close function; returns the function that forgets it. */
  track(sessionId: string, close: () => void): () => void {
    let set = this.closers.get(sessionId);
    if (!set) this.closers.set(sessionId, (set = new Set()));
    set.add(close);
    return () => {
      const current = this.closers.get(sessionId);
      current?.delete(close);
      if (current?.size === 0) this.closers.delete(sessionId);
    };
  }

  get size(): number {
    let count = 0;
    for (const set of this.closers.values()) count += set.size;
    return count;
  }

  private end(sessionId: string) {
    const set = this.closers.get(sessionId);
    if (!set) return;
    this.closers.delete(sessionId);
    for (const close of set) close();
  }
}
