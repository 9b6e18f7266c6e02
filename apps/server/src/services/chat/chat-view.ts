import type { AdminChatItem, ChatConversation, ChatMessage } from '@meridian/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
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
  return conversationFields(row, { unread: await unreadByPerson(db, row), names: known, email });
}

/** The conversation as both sides see it, from its row and what was read for it. */
function conversationFields(
  row: ConversationRow,
  read: { unread: number; names: Map<string, string>; email: string | null },
): ChatConversation {
  return {
    id: row.id,
    status: row.status,
    lastSeq: row.lastSeq,
    userReadSeq: row.userReadSeq,
    staffReadSeq: row.staffReadSeq,
    unread: read.unread,
    assignedTo: row.assignedStaffId ? (read.names.get(row.assignedStaffId) ?? null) : null,
    rating: row.rating,
    email: read.email,
    signedIn: row.userId !== null,
    createdAt: row.createdAt.getTime(),
    closedAt: row.closedAt?.getTime() ?? null,
  };
}

/** The back office's view of a conversation: the person, what staff have not read, the last message. */
export async function adminItemView(db: Executor, row: ConversationRow): Promise<AdminChatItem> {
  const [item] = await adminItemViews(db, [row]);
  return item!;
}

/**
 * The back office's views of many conversations in a fixed number of queries, whatever their
 * number (the queue lists up to 100): the people, the last messages, both sides' unread counts,
 * the staff names.
 */
export async function adminItemViews(
  db: Executor,
  rows: readonly ConversationRow[],
): Promise<AdminChatItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const people = userIds.length
    ? await db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const personOf = new Map(people.map((p) => [p.id, p]));
  const withMessages = rows.filter((r) => r.lastSeq > 0);
  const lasts = withMessages.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          or(
            ...withMessages.map((r) =>
              and(eq(chatMessages.conversationId, r.id), eq(chatMessages.seq, r.lastSeq)),
            ),
          ),
        )
    : [];
  const lastOf = new Map(lasts.map((m) => [m.conversationId, m]));
  // Both unread counts in one pass: the person's (staff replies, not notes, after their read
  // mark) and staff's (the person's messages after staff's read mark).
  const counts = await queryRows<{
    id: number;
    by_person: number | string;
    by_staff: number | string;
  }>(
    db,
    sql`SELECT c.id,
               count(*) FILTER (WHERE m.sender = 'staff' AND NOT m.note AND m.seq > c.user_read_seq) AS by_person,
               count(*) FILTER (WHERE m.sender = 'user' AND m.seq > c.staff_read_seq) AS by_staff
          FROM chat_conversations c
          JOIN chat_messages m
            ON m.conversation_id = c.id AND m.seq > least(c.user_read_seq, c.staff_read_seq)
         WHERE c.id IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         GROUP BY c.id`,
  );
  const countOf = new Map(counts.map((c) => [Number(c.id), c]));
  const names = await staffNames(db, [
    ...rows.map((r) => r.assignedStaffId),
    ...lasts.map((m) => m.staffId),
  ]);
  return rows.map((row) => {
    const person = row.userId ? personOf.get(row.userId) : undefined;
    const count = countOf.get(row.id);
    const last = lastOf.get(row.id);
    return {
      ...conversationFields(row, {
        unread: Number(count?.by_person ?? 0),
        names,
        email: row.email ?? person?.email ?? null,
      }),
      person: person?.username ?? `Visitor #${row.id}`,
      userId: row.userId,
      language: row.language,
      staffUnread: Number(count?.by_staff ?? 0),
      lastMessage: last ? messageView(last, names) : null,
      assignedStaffId: row.assignedStaffId,
    };
  });
}
