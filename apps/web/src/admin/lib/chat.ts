import type { AdminChatItem, ChatMessage } from '@meridian/contract';

/**
 * The customer-service console's pure rules (issue 17): how messages from the detail call, the
 * socket and the send call's answer are merged (one per conversation and seq, whatever the order
 * and however often each arrives), how a queue item takes an event, what a queue preview and a
 * canned reply say.
 */

/** A message's identity: a conversation numbers its messages 1, 2, 3, … with no gap. */
export function messageKey(message: Pick<ChatMessage, 'conversationId' | 'seq'>): string {
  return `${message.conversationId}:${message.seq}`;
}

/** Both lists as one, oldest first, each message once (the later copy of a seq wins). */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return [...current];
  const bySeq = new Map<string, ChatMessage>();
  for (const message of current) bySeq.set(messageKey(message), message);
  for (const message of incoming) bySeq.set(messageKey(message), message);
  return [...bySeq.values()].sort((a, b) => a.conversationId - b.conversationId || a.seq - b.seq);
}

/** The highest seq of a list (0 when empty). */
export function highestSeq(messages: readonly Pick<ChatMessage, 'seq'>[]): number {
  return messages.reduce((max, message) => Math.max(max, message.seq), 0);
}

/** The highest seq of the person's own messages (what staff mark read). */
export function highestPersonSeq(messages: readonly ChatMessage[]): number {
  return highestSeq(messages.filter((message) => message.sender === 'user'));
}

/**
 * A newer copy of a conversation over the one held: its fields, except that the counters that
 * only ever grow (last seq, read marks) never go back, and the last message is the later one.
 * A copy read before an event arrived cannot undo the event.
 */
export function mergeItem(held: AdminChatItem | undefined, next: AdminChatItem): AdminChatItem {
  if (!held || held.id !== next.id) return next;
  const lastMessage =
    held.lastMessage && (!next.lastMessage || held.lastMessage.seq > next.lastMessage.seq)
      ? held.lastMessage
      : next.lastMessage;
  const staffReadSeq = Math.max(held.staffReadSeq, next.staffReadSeq);
  const lastSeq = Math.max(held.lastSeq, next.lastSeq);
  return {
    ...next,
    lastSeq,
    lastMessage,
    userReadSeq: Math.max(held.userReadSeq, next.userReadSeq),
    staffReadSeq,
    staffUnread: staffReadSeq >= lastSeq ? 0 : next.staffUnread,
  };
}

/** A queue item after a new message of its conversation (unchanged when it already had it). */
export function itemWithMessage(item: AdminChatItem, message: ChatMessage): AdminChatItem {
  if (message.seq <= item.lastSeq && (item.lastMessage?.seq ?? 0) >= message.seq) return item;
  const isNew = message.seq > item.lastSeq;
  return {
    ...item,
    lastSeq: Math.max(item.lastSeq, message.seq),
    lastMessage:
      !item.lastMessage || message.seq > item.lastMessage.seq ? message : item.lastMessage,
    staffUnread:
      isNew && message.sender === 'user' && message.seq > item.staffReadSeq
        ? item.staffUnread + 1
        : item.staffUnread,
  };
}

/** A queue item after a read mark (the person's or staff's). */
export function itemWithRead(
  item: AdminChatItem,
  side: 'user' | 'staff',
  seq: number,
): AdminChatItem {
  if (side === 'user') return { ...item, userReadSeq: Math.max(item.userReadSeq, seq) };
  const staffReadSeq = Math.max(item.staffReadSeq, seq);
  return {
    ...item,
    staffReadSeq,
    staffUnread: staffReadSeq >= item.lastSeq ? 0 : item.staffUnread,
  };
}

export interface QueueFilter {
  status: 'open' | 'closed';
  mine: boolean;
}

/** Whether a conversation belongs in a queue list (its tab, and "mine" for this staff member). */
export function belongsTo(item: AdminChatItem, filter: QueueFilter, staffId: string): boolean {
  return item.status === filter.status && (!filter.mine || item.assignedStaffId === staffId);
}

/** Text on one line, shortened to `max` characters; null when nothing is left. */
export function oneLine(text: string, max = 90): string | null {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return null;
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : line;
}

/** A queue preview: the text on one line, shortened; null for an image alone. */
export function previewText(message: Pick<ChatMessage, 'text'>, max = 90): string | null {
  return message.text === null ? null : oneLine(message.text, max);
}

/** A canned reply in the conversation's language, else English, else any. */
export function cannedText(texts: Readonly<Record<string, string>>, language: string): string {
  return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/** The composer's text with a canned reply added (after what is there, on its own line). */
export function withInserted(current: string, insert: string, max: number): string {
  const before = current.trimEnd();
  const joined = before === '' ? insert : `${before}\n${insert}`;
  return [...joined].slice(0, max).join('');
}

/** "Visitor #id": the number the server gave in `person`, else the conversation's. */
export function visitorNumber(item: Pick<AdminChatItem, 'person' | 'id'>): string {
  return /#\s*(\d+)/.exec(item.person)?.[1] ?? String(item.id);
}

/** A conversation id from the address (/admin/chat/:id), or null. */
export function parseConversationId(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
