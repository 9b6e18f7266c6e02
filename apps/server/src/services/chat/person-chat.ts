import type { ChatConversation, ChatMessage } from '@meridian/contract';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import { assertOwnUpload } from '../uploads/upload-ownership.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { scheduleJob } from '../../jobs/schedule-job.js';
import { conflict, notFound, tooManyRequests } from '../../lib/app-error.js';
import { userTopic } from '../../realtime/bus.js';
import {
  appendChatMessage,
  CHAT_MAIL_JOB,
  publishChatMessage,
  publishConversation,
  tryPublish,
} from './append-chat-message.js';
import { getSetting } from '../settings/get-setting.js';
import { chatHoursNow } from './chat-hours.js';
import {
  latestConversation,
  ownedBy,
  uploadOwnerOf,
  type ChatParty,
  type ConversationRow,
} from './chat-party.js';
import { CHAT_STAFF_TOPIC, chatTopic } from './chat-topics.js';
import { conversationView, messageView, staffNames, unreadByPerson } from './chat-view.js';

type ChatDeps = Pick<Deps, 'db' | 'clock' | 'bus' | 'rateLimiter' | 'log'>;

/** The party's latest conversation; 404 before they opened one. */
async function current(db: Executor, party: ChatParty): Promise<ConversationRow> {
  const row = await latestConversation(db, party);
  if (!row) throw notFound();
  return row;
}

/** sendChat: idempotent by clientMsgId across the party's conversations; a closed one starts anew. */
export async function sendChat(
  deps: ChatDeps,
  party: ChatParty,
  body: { clientMsgId: string; text?: string | undefined; imageId?: string | undefined },
  language: string,
): Promise<ChatMessage> {
  const [sent] = await deps.db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(ownedBy(party), eq(chatMessages.clientMsgId, body.clientMsgId)));
  if (sent) return messageView(sent.message, await staffNames(deps.db, [sent.message.staffId]));
  const key = party.kind === 'user' ? party.userId : party.visitorId;
  const perMinute = await getSetting(deps.db, 'chat.sendsPerMinute');
  const hit = await deps.rateLimiter.hit(`chat-send:${key}`, perMinute, 60_000);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
  if (body.imageId)
    await assertOwnUpload(deps.db, uploadOwnerOf(party), body.imageId, ['chat_image']);
  const hours = await chatHoursNow(deps);
  const appended = await inTransaction(deps.db, async (tx) => {
    let conversation = await latestConversation(tx, party);
    if (!conversation || conversation.status === 'closed') {
      const [created] = await tx
        .insert(chatConversations)
        .values({
          status: 'open',
          language,
          createdAt: deps.clock(),
          email: conversation?.email ?? null,
          ...(party.kind === 'user'
            ? { userId: party.userId }
            : { visitorId: party.visitorId, visitorTokenHash: party.tokenHash }),
        })
        .returning();
      conversation = created!;
    }
    return appendChatMessage(
      deps,
      tx,
      conversation.id,
      {
        sender: 'user',
        staffId: null,
        text: body.text && body.text.length > 0 ? body.text : null,
        imageId: body.imageId ?? null,
        note: false,
        clientMsgId: body.clientMsgId,
      },
      !hours.open,
    );
  });
  return publishChatMessage(deps, appended);
}

/** A conversation's messages after `after` that its person may see (never the notes), oldest first. */
export async function visibleMessagesAfter(
  db: Executor,
  conversationId: number,
  after: number,
  limit: number,
): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        gt(chatMessages.seq, after),
        eq(chatMessages.note, false),
      ),
    )
    .orderBy(asc(chatMessages.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const names = await staffNames(
    db,
    page.map((r) => r.staffId),
  );
  return { messages: page.map((r) => messageView(r, names)), more: rows.length > limit };
}

/** listChatMessages: the party's latest conversation and its messages after `after`. */
export async function listChatMessages(
  deps: Pick<Deps, 'db'>,
  party: ChatParty,
  query: { after: number; limit: number },
): Promise<{ conversation: ChatConversation; messages: ChatMessage[]; more: boolean }> {
  const conversation = await current(deps.db, party);
  return {
    conversation: await conversationView(deps.db, conversation),
    ...(await visibleMessagesAfter(deps.db, conversation.id, query.after, query.limit)),
  };
}

/** readChat: the person has read up to `seq` (never backwards, never past the last). */
export async function readChat(
  deps: Pick<Deps, 'db' | 'bus' | 'log'>,
  party: ChatParty,
  seq: number,
) {
  const conversation = await current(deps.db, party);
  const mark = Math.min(Math.max(seq, conversation.userReadSeq), conversation.lastSeq);
  const [row] = await deps.db
    .update(chatConversations)
    .set({ userReadSeq: mark })
    .where(eq(chatConversations.id, conversation.id))
    .returning();
  if (mark > conversation.userReadSeq) {
    const read = { type: 'read', side: 'user', seq: mark };
    await tryPublish(deps, chatTopic(row!.id), read);
    await tryPublish(deps, CHAT_STAFF_TOPIC, { ...read, conversationId: row!.id });
    if (row!.userId)
      await tryPublish(deps, userTopic(row!.userId), {
        type: 'chatUnread',
        unread: await unreadByPerson(deps.db, row!),
      });
  }
  return conversationView(deps.db, row!);
}

/**
 * Closes a conversation (the person or staff). A conversation the person wrote in outside
 * business hours gets its transcript mailed (a durable job, after the commit).
 */
export async function closeConversation(
  deps: Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>,
  conversationId: number,
): Promise<ConversationRow> {
  const row = await inTransaction(deps.db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId))
      .for('update');
    if (!locked) throw notFound();
    if (locked.status === 'closed') return locked;
    const now = deps.clock();
    const [closed] = await tx
      .update(chatConversations)
      .set({ status: 'closed', closedAt: now })
      .where(eq(chatConversations.id, conversationId))
      .returning();
    if (closed!.outsideHours && closed!.lastSeq > 0)
      await scheduleJob(tx, {
        kind: CHAT_MAIL_JOB,
        key: `${conversationId}:transcript`,
        dueMs: now.getTime(),
        payload: { conversationId, transcript: true },
      });
    return closed!;
  });
  await publishConversation(deps, row);
  return row;
}

export async function closeChat(
  deps: Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>,
  party: ChatParty,
) {
  const conversation = await current(deps.db, party);
  return conversationView(deps.db, await closeConversation(deps, conversation.id));
}

/** rateChat: once, after the conversation closed (409 otherwise). */
export async function rateChat(
  deps: Pick<Deps, 'db' | 'bus' | 'log'>,
  party: ChatParty,
  body: { rating: number; comment?: string | undefined },
) {
  const [latestClosed] = await deps.db
    .select()
    .from(chatConversations)
    .where(and(ownedBy(party), eq(chatConversations.status, 'closed')))
    .orderBy(desc(chatConversations.id))
    .limit(1);
  if (!latestClosed || latestClosed.rating !== null) throw conflict();
  const [row] = await deps.db
    .update(chatConversations)
    .set({ rating: body.rating, ratingComment: body.comment ?? null })
    .where(and(eq(chatConversations.id, latestClosed.id), eq(chatConversations.status, 'closed')))
    .returning();
  await publishConversation(deps, row!);
  return conversationView(deps.db, row!);
}

/** setChatEmail: where unread replies and the transcript go (a visitor's own address). */
export async function setChatEmail(deps: Pick<Deps, 'db'>, party: ChatParty, email: string) {
  const conversation = await current(deps.db, party);
  const [row] = await deps.db
    .update(chatConversations)
    .set({ email })
    .where(eq(chatConversations.id, conversation.id))
    .returning();
  return conversationView(deps.db, row!);
}
