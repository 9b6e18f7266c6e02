import type { AdminChatItem, ChatConversation, ChatMessage } from '@meridian/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { chatMessages, staffUsers, users } from '../../db/schema/index.js';
import type { ConversationRow } from './chat-party.js';

export type MessageRow = typeof chatMessages.$inferSelect;

/** Staff display names by id (the staff member's username). */
export async function staffNames(
  db: Executor,
  ids: (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    .where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((r) => [r.id, r.username]));
}

export function messageView(row: MessageRow, names: Map<string, string>): ChatMessage {
  return {
    conversationId: row.conversationId,
    seq: row.seq,
    sender: row.sender,
    staffName: row.staffId ? (names.get(row.staffId) ?? null) : null,
    text: row.text,
    imageId: row.imageId,
    note: row.note,
    clientMsgId: row.clientMsgId,
    createdAt: row.createdAt.getTime(),
  };
}

/** Staff replies (not notes) after the person's read mark. */
export async function unreadByPerson(db: Executor, row: ConversationRow): Promise<number> {
  if (row.lastSeq <= row.userReadSeq) return 0;
  const [found] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM chat_messages
         WHERE conversation_id = ${row.id} AND seq > ${row.userReadSeq}
           AND sender = 'staff' AND NOT note`,
  );
  return Number(found?.n ?? 0);
}

export async function conversationView(
  db: Executor,
  row: ConversationRow,
  names?: Map<string, string>,
): Promise<ChatConversation> {
  const known = names ?? (await staffNames(db, [row.assignedStaffId]));
  let email = row.email;
  if (row.userId && !email) {
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    email = user?.email ?? null;
  }
  return {
    id: row.id,
    status: row.status,
    lastSeq: row.lastSeq,
    userReadSeq: row.userReadSeq,
    staffReadSeq: row.staffReadSeq,
    unread: await unreadByPerson(db, row),
    assignedTo: row.assignedStaffId ? (known.get(row.assignedStaffId) ?? null) : null,
    rating: row.rating,
    email,
    signedIn: row.userId !== null,
    createdAt: row.createdAt.getTime(),
    closedAt: row.closedAt?.getTime() ?? null,
  };
}

/** The back office's view of a conversation: the person, what staff have not read, the last message. */
export async function adminItemView(db: Executor, row: ConversationRow): Promise<AdminChatItem> {
  const base = await conversationView(db, row);
  const [user] = row.userId
    ? await db.select({ username: users.username }).from(users).where(eq(users.id, row.userId))
    : [];
  const [last] = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, row.id))
    .orderBy(sql`${chatMessages.seq} DESC`)
    .limit(1);
  const [unread] = await db
    .select({ n: sql<number>`count(*)` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, row.id),
        gt(chatMessages.seq, row.staffReadSeq),
        eq(chatMessages.sender, 'user'),
      ),
    );
  const names = await staffNames(db, [last?.staffId ?? null]);
  return {
    ...base,
    person: user?.username ?? `Visitor #${row.id}`,
    userId: row.userId,
    language: row.language,
    staffUnread: Number(unread?.n ?? 0),
    lastMessage: last ? messageView(last, names) : null,
    assignedStaffId: row.assignedStaffId,
  };
}
