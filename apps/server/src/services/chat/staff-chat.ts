import type { AdminChatItem, ChatMessage } from '@meridian/contract';
import { type Language, LANGUAGES, serverCatalogue } from '@meridian/i18n';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminChatDetailSchema, chatUserContextSchema } from '@meridian/contract';
import { chatConversations, chatMessages, loans } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { getUserDetail } from '../users/get-user-detail.js';
import {
  appendChatMessage,
  publishChatMessage,
  publishConversation,
  tryPublish,
} from './append-chat-message.js';
import type { ConversationRow } from './chat-party.js';
import { CHAT_STAFF_TOPIC, chatTopic } from './chat-topics.js';
import { adminItemView, adminItemViews, messageView, staffNames } from './chat-view.js';
import { assertOwnUpload } from '../uploads/upload-ownership.js';
import { closeConversation } from './person-chat.js';

const RECENT = 10;

async function conversationById(deps: Pick<Deps, 'db'>, id: number): Promise<ConversationRow> {
  const [row] = await deps.db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) throw notFound();
  return row;
}

/** The queue: open conversations oldest-waiting first, closed ones newest first. */
export async function listChatQueue(
  deps: Pick<Deps, 'db'>,
  staffId: string,
  query: { status: 'open' | 'closed'; mine: boolean; page: number; size: number },
): Promise<{ items: AdminChatItem[]; total: number }> {
  const where = and(
    eq(chatConversations.status, query.status),
    query.mine ? eq(chatConversations.assignedStaffId, staffId) : undefined,
    // A conversation nobody wrote in yet is not waiting for anyone.
    sql`${chatConversations.lastSeq} > 0`,
  );
  const rows = await deps.db
    .select()
    .from(chatConversations)
    .where(where)
    .orderBy(
      query.status === 'open'
        ? asc(chatConversations.lastMessageAt)
        : desc(chatConversations.closedAt),
      asc(chatConversations.id),
    )
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(chatConversations)
    .where(where);
  return { items: await adminItemViews(deps.db, rows), total: Number(count?.n ?? 0) };
}

type UserContext = z.infer<typeof chatUserContextSchema>;

/** The person's context beside the chat, read-only, from the back office's user detail. */
async function userContext(deps: Pick<Deps, 'db'>, userId: string): Promise<UserContext> {
  const detail = await getUserDetail(deps, userId);
  const open = await deps.db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), inArray(loans.status, ['pending', 'repaying', 'overdue'])))
    .orderBy(desc(loans.id));
  return {
    userId,
    username: detail.user.username,
    email: detail.user.email,
    kycStatus: detail.user.kycStatus,
    creditPoints: detail.user.creditPoints,
    createdAt: detail.user.createdAt,
    balances: detail.books.flatMap((b) =>
      b.balances.map((x) => ({
        book: b.book,
        asset: x.asset,
        available: x.available,
        frozen: x.frozen,
      })),
    ),
    recentOrders: detail.orders
      .filter((o) => o.kind === 'spot' || o.kind === 'margin')
      .slice(0, RECENT)
      .map((o) => ({
        kind: o.kind as 'spot' | 'margin',
        id: Number(o.id),
        book: o.book,
        code: o.code,
        side: o.side,
        status: o.status,
        amount: o.quantity ?? '',
        createdAt: o.createdAt,
      })),
    deposits: detail.deposits.slice(0, RECENT).map((d) => ({
      id: d.id,
      asset: d.asset,
      amount: d.amount,
      status: d.status,
      createdAt: d.createdAt,
    })),
    withdrawals: detail.withdrawals.slice(0, RECENT).map((w) => ({
      id: w.id,
      asset: w.asset,
      amount: w.amount,
      status: w.status,
      createdAt: w.createdAt,
    })),
    openLoans: open.map((l) => ({
      id: l.id,
      principal: l.principal,
      status: l.status,
      dueAt: l.dueAt?.getTime() ?? null,
    })),
  };
}

/** One conversation for staff: every message (notes too) and the user's context. Audited. */
export async function getChatDetail(
  deps: Pick<Deps, 'db'>,
  staffId: string,
  id: number,
): Promise<z.infer<typeof adminChatDetailSchema>> {
  const row = await conversationById(deps, id);
  const rows = await deps.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, id))
    .orderBy(asc(chatMessages.seq));
  const names = await staffNames(
    deps.db,
    rows.map((r) => r.staffId),
  );
  await recordAudit(deps.db, {
    actorId: staffId,
    action: 'chat.view',
    targetType: 'chat_conversation',
    targetId: String(id),
  });
  return {
    conversation: await adminItemView(deps.db, row),
    messages: rows.map((r) => messageView(r, names)),
    context: row.userId ? await userContext(deps, row.userId) : null,
  };
}

/** A staff reply or internal note. Idempotent by clientMsgId. Audited. */
export async function staffSendChat(
  deps: Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>,
  staffId: string,
  id: number,
  body: {
    clientMsgId: string;
    text?: string | undefined;
    imageId?: string | undefined;
    note: boolean;
  },
): Promise<ChatMessage> {
  const row = await conversationById(deps, id);
  if (row.status === 'closed' && !body.note) throw badRequest(400, {}, 'conversation closed');
  if (body.imageId)
    await assertOwnUpload(deps.db, { kind: 'staff', id: staffId }, body.imageId, ['chat_image']);
  const appended = await inTransaction(deps.db, async (tx) => {
    const result = await appendChatMessage(
      deps,
      tx,
      id,
      {
        sender: 'staff',
        staffId,
        text: body.text && body.text.length > 0 ? body.text : null,
        imageId: body.imageId ?? null,
        note: body.note,
        clientMsgId: body.clientMsgId,
      },
      false,
    );
    if (result.created) {
      // The first reply takes an unassigned conversation.
      if (!result.conversation.assignedStaffId && !body.note) {
        const [assigned] = await tx
          .update(chatConversations)
          .set({ assignedStaffId: staffId })
          .where(eq(chatConversations.id, id))
          .returning();
        result.conversation = assigned!;
      }
      await recordAudit(tx, {
        actorId: staffId,
        action: body.note ? 'chat.note' : 'chat.reply',
        targetType: 'chat_conversation',
        targetId: String(id),
        after: { seq: result.message.seq },
      });
    }
    return result;
  });
  return publishChatMessage(deps, appended);
}

export async function assignChat(
  deps: Pick<Deps, 'db' | 'bus' | 'log'>,
  staffId: string,
  id: number,
  to: string | null,
): Promise<AdminChatItem> {
  const before = await conversationById(deps, id);
  const assignee = to ?? staffId;
  const names = await staffNames(deps.db, [assignee]);
  if (!names.has(assignee)) throw badRequest(400, {}, 'staffId');
  const row = await inTransaction(deps.db, async (tx) => {
    const [updated] = await tx
      .update(chatConversations)
      .set({ assignedStaffId: assignee })
      .where(eq(chatConversations.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: staffId,
      action: 'chat.assign',
      targetType: 'chat_conversation',
      targetId: String(id),
      before: { assignedStaffId: before.assignedStaffId },
      after: { assignedStaffId: assignee },
    });
    return updated!;
  });
  await publishConversation(deps, row);
  return adminItemView(deps.db, row);
}

export async function staffReadChat(
  deps: Pick<Deps, 'db' | 'bus' | 'log'>,
  id: number,
  seq: number,
) {
  const row = await conversationById(deps, id);
  const mark = Math.min(Math.max(seq, row.staffReadSeq), row.lastSeq);
  const [updated] = await deps.db
    .update(chatConversations)
    .set({ staffReadSeq: mark })
    .where(eq(chatConversations.id, id))
    .returning();
  if (mark > row.staffReadSeq) {
    const read = { type: 'read', side: 'staff', seq: mark };
    await tryPublish(deps, chatTopic(id), read);
    await tryPublish(deps, CHAT_STAFF_TOPIC, { ...read, conversationId: id });
  }
  return adminItemView(deps.db, updated!);
}

export async function staffCloseChat(
  deps: Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>,
  staffId: string,
  id: number,
) {
  await conversationById(deps, id);
  const row = await closeConversation(deps, id);
  await recordAudit(deps.db, {
    actorId: staffId,
    action: 'chat.close',
    targetType: 'chat_conversation',
    targetId: String(id),
  });
  return adminItemView(deps.db, row);
}

const CANNED = [
  'greeting',
  'checking',
  'kycReview',
  'depositReview',
  'withdrawalReview',
  'closing',
] as const;

/** Canned replies, each in the 11 languages (from @meridian/i18n's server catalogue). */
export function cannedReplies() {
  return CANNED.map((key) => ({
    key,
    texts: Object.fromEntries(
      LANGUAGES.map((lang: Language) => [lang, serverCatalogue(lang)[`chat.canned.${key}.text`]]),
    ),
  }));
}
