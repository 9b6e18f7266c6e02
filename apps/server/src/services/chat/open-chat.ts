import type { z } from 'zod';
import type { openChatResultSchema } from '@meridian/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { chatConversations } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { tooManyRequests } from '../../lib/app-error.js';
import { publishConversation } from './append-chat-message.js';
import { chatHoursNow } from './chat-hours.js';
import { findVisitor, latestConversation, newVisitor, type ChatParty } from './chat-party.js';
import { conversationView } from './chat-view.js';

/** How many conversations one address may start as a visitor per hour. */
const VISITOR_OPENS_PER_HOUR = 20;

export interface OpenChatInput {
  userId: string | null;
  visitorToken: string | undefined;
  language: string;
  ip: string;
}

/**
 * openChat: the caller's latest conversation, or a new open one. A signed-in caller with a
 * visitor token takes that visitor's conversations into their account (once: a joined visitor
 * token names nobody afterwards). A visitor without a (valid) token becomes a new visitor.
 */
export async function openChat(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter' | 'bus' | 'log'>,
  input: OpenChatInput,
): Promise<z.infer<typeof openChatResultSchema>> {
  const now = deps.clock();
  let party: ChatParty;
  let visitorToken: string | null = null;
  if (input.userId) {
    party = { kind: 'user', userId: input.userId };
    if (input.visitorToken) {
      const visitor = await findVisitor(deps.db, input.visitorToken);
      if (visitor && !visitor.userId) {
        const joined = await deps.db
          .update(chatConversations)
          .set({ userId: input.userId })
          .where(
            and(
              eq(chatConversations.visitorTokenHash, visitor.tokenHash),
              isNull(chatConversations.userId),
            ),
          )
          .returning();
        // The console shows the account's name (and context) from now on.
        for (const row of joined) await publishConversation(deps, row);
      }
    }
  } else {
    const visitor = input.visitorToken ? await findVisitor(deps.db, input.visitorToken) : undefined;
    if (visitor && !visitor.userId) {
      party = { kind: 'visitor', visitorId: visitor.visitorId, tokenHash: visitor.tokenHash };
      visitorToken = input.visitorToken!;
    } else {
      const hit = await deps.rateLimiter.hit(
        `chat-open:${input.ip}`,
        VISITOR_OPENS_PER_HOUR,
        3_600_000,
      );
      if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
      const fresh = newVisitor();
      party = { kind: 'visitor', visitorId: fresh.visitorId, tokenHash: fresh.tokenHash };
      visitorToken = fresh.token;
    }
  }
  const conversation = await inTransaction(deps.db, async (tx) => {
    const latest = await latestConversation(tx, party);
    if (latest) return latest;
    const [created] = await tx
      .insert(chatConversations)
      .values({
        status: 'open',
        language: input.language,
        createdAt: now,
        ...(party.kind === 'user'
          ? { userId: party.userId }
          : { visitorId: party.visitorId, visitorTokenHash: party.tokenHash }),
      })
      .returning();
    return created!;
  });
  return {
    conversation: await conversationView(deps.db, conversation),
    visitorToken,
    hours: await chatHoursNow(deps),
  };
}
