import { isLanguage, translate, type Language } from '@meridian/i18n';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { chatConversations, chatMessages, users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';

type MessageRow = typeof chatMessages.$inferSelect;

function line(lang: Language, m: MessageRow, withTime: boolean): string {
  const who = translate(lang, m.sender === 'user' ? 'chat.sender.you' : 'chat.sender.staff');
  const what = [m.text, m.imageId ? translate(lang, 'chat.image') : null].filter(Boolean).join(' ');
  const time = withTime ? `[${m.createdAt.toISOString().slice(0, 16).replace('T', ' ')}] ` : '';
  return `${time}${who}: ${what}`;
}

/**
 * The durable job `chat.mail` (scheduled with each staff reply, and at a close after hours):
 * replies the person has not read by now are e-mailed — each once (`mailed_seq`) — and shown on
 * a signed-in person's bell; a transcript goes out when asked. The mail is sent after the commit
 * (a mail server down loses nothing the person can see: the conversation and notification stay).
 */
export async function mailChatInTx(
  deps: Pick<Deps, 'config' | 'mailer' | 'bus' | 'log'>,
  tx: Tx,
  payload: { conversationId: number; seq?: number; transcript?: boolean },
): Promise<(() => Promise<void>) | undefined> {
  const [conversation] = await tx
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, payload.conversationId))
    .for('update');
  if (!conversation) return undefined;
  const [user] = conversation.userId
    ? await tx.select().from(users).where(eq(users.id, conversation.userId))
    : [];
  const email = conversation.email ?? user?.email ?? null;
  const lang: Language = isLanguage(user?.language ?? conversation.language)
    ? ((user?.language ?? conversation.language) as Language)
    : 'en';
  const link = `${deps.config.publicUrl}/profile/kefu`;
  if (payload.transcript) {
    const all = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.note, false)))
      .orderBy(asc(chatMessages.seq));
    if (!email || all.length === 0) return undefined;
    const transcript = all.map((m) => line(lang, m, true)).join('\n');
    return () =>
      send(
        deps,
        email,
        translate(lang, 'chat.mail.transcriptSubject'),
        translate(lang, 'chat.mail.transcriptBody', { transcript, link }),
      );
  }
  const from = Math.max(conversation.userReadSeq, conversation.mailedSeq);
  if (payload.seq === undefined || payload.seq <= from) return undefined;
  const unread = await tx
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        gt(chatMessages.seq, from),
        lte(chatMessages.seq, conversation.lastSeq),
        eq(chatMessages.sender, 'staff'),
        eq(chatMessages.note, false),
      ),
    )
    .orderBy(asc(chatMessages.seq));
  if (unread.length === 0) return undefined;
  await tx
    .update(chatConversations)
    .set({ mailedSeq: unread.at(-1)!.seq })
    .where(eq(chatConversations.id, conversation.id));
  const preview = (unread.at(-1)!.text ?? translate(lang, 'chat.image')).slice(0, 120);
  const notice = conversation.userId
    ? await createNotification(tx, {
        userId: conversation.userId,
        kind: 'chatReply',
        params: { preview },
        refType: 'chat_conversation',
        refId: String(conversation.id),
      })
    : undefined;
  const messages = unread.map((m) => line(lang, m, false)).join('\n\n');
  return async () => {
    if (notice) await publishNotification(deps.bus, notice);
    if (email)
      await send(
        deps,
        email,
        translate(lang, 'chat.mail.replySubject'),
        translate(lang, 'chat.mail.replyBody', { messages, link }),
      );
  };
}

async function send(
  deps: Pick<Deps, 'mailer' | 'log'>,
  to: string,
  subject: string,
  body: string,
): Promise<void> {
  try {
    await deps.mailer.send({ channel: 'email', to, subject, body });
  } catch (error) {
    deps.log.warn({ err: error }, 'chat mail not sent');
  }
}
