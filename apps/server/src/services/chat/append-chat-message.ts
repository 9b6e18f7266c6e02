import type { ChatMessage } from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { scheduleJob } from '../../jobs/schedule-job.js';
import { notFound } from '../../lib/app-error.js';
import { getSetting } from '../settings/get-setting.js';
import type { ConversationRow } from './chat-party.js';
import {
  adminItemView,
  conversationView,
  messageView,
  staffNames,
  unreadByPerson,
} from './chat-view.js';
import { CHAT_STAFF_TOPIC, chatTopic } from './chat-topics.js';
import { userTopic } from '../../realtime/bus.js';

export const CHAT_MAIL_JOB = 'chat.mail';

export interface MessageDraft {
  sender: 'user' | 'staff';
  staffId: string | null;
  text: string | null;
  imageId: string | null;
  note: boolean;
  clientMsgId: string;
}

export interface Appended {
  conversation: ConversationRow;
  message: typeof chatMessages.$inferSelect;
  /** False when the clientMsgId was sent before: the stored message is returned as it was. */
  created: boolean;
}

/**
 * Appends a message under the conversation's row lock: a resend of the same clientMsgId returns
 * the stored message; otherwise it takes the next seq (no gap, no two alike). The sender's own
 * message counts as read by them. A staff reply (not a note) schedules the unread-reply mail.
 */
export async function appendChatMessage(
  deps: Pick<Deps, 'db' | 'clock'>,
  tx: Tx,
  conversationId: number,
  draft: MessageDraft,
  outsideHours: boolean,
): Promise<Appended> {
  const [locked] = await tx
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .for('update');
  if (!locked) throw notFound();
  const [existing] = await tx
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.clientMsgId, draft.clientMsgId),
      ),
    );
  if (existing) return { conversation: locked, message: existing, created: false };
  const now = deps.clock();
  const seq = locked.lastSeq + 1;
  const [message] = await tx
    .insert(chatMessages)
    .values({ conversationId, seq, ...draft, createdAt: now })
    .returning();
  const fromPerson = draft.sender === 'user';
  const [conversation] = await tx
    .update(chatConversations)
    .set({
      lastSeq: seq,
      lastMessageAt: now,
      ...(fromPerson ? { userReadSeq: seq } : {}),
      ...(draft.sender === 'staff' && !draft.note ? { staffReadSeq: seq } : {}),
      ...(fromPerson && outsideHours ? { outsideHours: true } : {}),
    })
    .where(eq(chatConversations.id, conversationId))
    .returning();
  if (draft.sender === 'staff' && !draft.note) {
    const afterSeconds = await getSetting(tx, 'chat.mailUnreadAfterSeconds');
    await scheduleJob(tx, {
      kind: CHAT_MAIL_JOB,
      key: `${conversationId}:${seq}`,
      dueMs: now.getTime() + afterSeconds * 1000,
      payload: { conversationId, seq },
    });
  }
  return { conversation: conversation!, message: message!, created: true };
}

/**
 * A bus message that may be lost: the database is the chat's record and every socket catches up
 * from it, so a bus outage (Redis restarting) delays delivery but must not fail a committed send.
 */
export async function tryPublish(deps: Pick<Deps, 'bus' | 'log'>, topic: string, message: unknown) {
  try {
    await deps.bus.publish(topic, message);
  } catch (error) {
    deps.log.warn(
      { err: error, topic },
      'chat event not published; sockets catch up from the database',
    );
  }
}

/**
 * After the commit: the message to the person's sockets (not a note) and to staff, the queue's
 * new view of the conversation, and a signed-in person's unread count for the service icon.
 */
export async function publishChatMessage(
  deps: Pick<Deps, 'db' | 'bus' | 'log'>,
  appended: Appended,
): Promise<ChatMessage> {
  const names = await staffNames(deps.db, [appended.message.staffId]);
  const view = messageView(appended.message, names);
  if (!appended.created) return view;
  const { conversation } = appended;
  if (!view.note)
    await deps.bus.publish(chatTopic(conversation.id), { type: 'message', message: view });
  await deps.bus.publish(CHAT_STAFF_TOPIC, { type: 'message', message: view });
  await deps.bus.publish(CHAT_STAFF_TOPIC, {
    type: 'conversation',
    conversation: await adminItemView(deps.db, conversation),
  });
  if (conversation.userId && view.sender === 'staff' && !view.note)
    await deps.bus.publish(userTopic(conversation.userId), {
      type: 'chatUnread',
      unread: await unreadByPerson(deps.db, conversation),
    });
  return view;
}

/** After a change of status, assignment or read marks: both sides see the conversation anew. */
export async function publishConversation(
  deps: Pick<Deps, 'db' | 'bus' | 'log'>,
  conversation: ConversationRow,
): Promise<void> {
  await tryPublish(deps, chatTopic(conversation.id), {
    type: 'conversation',
    conversation: await conversationView(deps.db, conversation),
  });
  await tryPublish(deps, CHAT_STAFF_TOPIC, {
    type: 'conversation',
    conversation: await adminItemView(deps.db, conversation),
  });
}
