import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chatConversations } from '../../db/schema/index.js';
import { unauthenticated } from '../../lib/app-error.js';
import type { UploadOwner } from '../uploads/upload-ownership.js';

/**
 * Who is chatting: a signed-in user, or a visitor known by the token they keep (its SHA-256 is
 * stored; the token itself never is).
 */
export type ChatParty =
  { kind: 'user'; userId: string } | { kind: 'visitor'; visitorId: string; tokenHash: string };

export const hashVisitorToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new visitor: an id (owner of their uploads) and the token they keep. */
export function newVisitor(): { visitorId: string; token: string; tokenHash: string } {
  const token = `cv_${randomBytes(32).toString('base64url')}`;
  return { visitorId: randomUUID(), token, tokenHash: hashVisitorToken(token) };
}

/** The visitor a token names (through their conversations), or undefined. */
export async function findVisitor(
  db: Executor,
  token: string,
): Promise<{ visitorId: string; tokenHash: string; userId: string | null } | undefined> {
  const tokenHash = hashVisitorToken(token);
  const [row] = await db
    .select({ visitorId: chatConversations.visitorId, userId: chatConversations.userId })
    .from(chatConversations)
    .where(eq(chatConversations.visitorTokenHash, tokenHash))
    .orderBy(desc(chatConversations.id))
    .limit(1);
  if (!row?.visitorId) return undefined;
  return { visitorId: row.visitorId, tokenHash, userId: row.userId };
}

/**
 * The party of a call: the signed-in user, else the visitor of the `x-chat-visitor` token (a
 * visitor whose conversation has joined an account is that account now: sign in). 401 otherwise.
 */
export async function resolveChatParty(
  db: Executor,
  userId: string | null,
  visitorToken: string | undefined,
): Promise<ChatParty> {
  if (userId) return { kind: 'user', userId };
  if (!visitorToken) throw unauthenticated();
  const visitor = await findVisitor(db, visitorToken);
  if (!visitor || visitor.userId) throw unauthenticated();
  return { kind: 'visitor', visitorId: visitor.visitorId, tokenHash: visitor.tokenHash };
}

/** The party's conversations, as a WHERE condition. */
export function ownedBy(party: ChatParty) {
  return party.kind === 'user'
    ? eq(chatConversations.userId, party.userId)
    : and(
        eq(chatConversations.visitorTokenHash, party.tokenHash),
        eq(chatConversations.visitorId, party.visitorId),
      );
}

/** The party's latest conversation (open or closed), or undefined. */
export async function latestConversation(db: Executor, party: ChatParty) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(ownedBy(party))
    .orderBy(desc(chatConversations.id))
    .limit(1);
  return row;
}

export type ConversationRow = typeof chatConversations.$inferSelect;

/** The last seq (internal notes included) of each of these conversations. */
export async function lastSeqs(
  db: Executor,
  conversationIds: number[],
): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: chatConversations.id, lastSeq: chatConversations.lastSeq })
    .from(chatConversations)
    .where(inArray(chatConversations.id, conversationIds));
  return new Map(rows.map((r) => [r.id, r.lastSeq]));
}

/** The party as the owner of the images they upload. */
export const uploadOwnerOf = (party: ChatParty): UploadOwner =>
  party.kind === 'user'
    ? { kind: 'user', id: party.userId }
    : { kind: 'visitor', id: party.visitorId };
