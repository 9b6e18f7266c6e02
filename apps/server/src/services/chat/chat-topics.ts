/** Bus topics of the chat: one per conversation (the person's sockets), one for all staff. */
export const chatTopic = (conversationId: number) => `chat:${conversationId}`;
export const CHAT_STAFF_TOPIC = 'chat:staff';
