import type { Deps } from '../deps.js';
import { CHAT_MAIL_JOB } from '../services/chat/append-chat-message.js';
import { mailChatInTx } from '../services/chat/mail-chat.js';
import type { JobHandler } from './job-types.js';

export { CHAT_MAIL_JOB };

/** `chat.mail`: unread staff replies (or a transcript) to the person's e-mail, once. */
export function chatMailHandler(deps: Deps): JobHandler {
  return async (tx, job) =>
    mailChatInTx(
      deps,
      tx,
      job.payload as { conversationId: number; seq?: number; transcript?: boolean },
    );
}
