import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffUsers, users } from './users.js';

/**
 * Customer-service chat (issue 17). A conversation belongs to a user or to a visitor (a random id
 * and the hash of the token the visitor keeps; joined to the account when they sign in). Its
 * messages are numbered 1, 2, 3, … by `last_seq`, taken under the conversation's row lock, so the
 * numbers have no gap and a client that knows the highest it has can always ask for the rest.
 * `client_msg_id` (unique per conversation) makes sending idempotent.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id),
    /** A visitor's id (owner of their uploads) and the SHA-256 of their token, hex. */
    visitorId: uuid('visitor_id'),
    visitorTokenHash: text('visitor_token_hash'),
    status: text('status', { enum: ['open', 'closed'] }).notNull(),
    /** The person's interface language when they opened it (canned replies, e-mails). */
    language: text('language').notNull(),
    /** An e-mail a visitor left (a user's account e-mail is used otherwise). */
    email: text('email'),
    assignedStaffId: uuid('assigned_staff_id').references(() => staffUsers.id),
    lastSeq: integer('last_seq').notNull().default(0),
    userReadSeq: integer('user_read_seq').notNull().default(0),
    staffReadSeq: integer('staff_read_seq').notNull().default(0),
    /** Staff replies up to here were e-mailed (or read in time): none is mailed twice. */
    mailedSeq: integer('mailed_seq').notNull().default(0),
    /** Set when the person wrote outside business hours: the transcript is mailed at the close. */
    outsideHours: boolean('outside_hours').notNull().default(false),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_conversations_user_idx').on(t.userId, t.id),
    index('chat_conversations_visitor_idx').on(t.visitorTokenHash, t.id),
    index('chat_conversations_queue_idx').on(t.status, t.lastMessageAt),
    check('chat_conversations_owner', sql`${t.userId} IS NOT NULL OR ${t.visitorId} IS NOT NULL`),
    check('chat_conversations_rating', sql`${t.rating} IS NULL OR ${t.rating} BETWEEN 1 AND 5`),
    check(
      'chat_conversations_reads',
      sql`${t.userReadSeq} <= ${t.lastSeq} AND ${t.staffReadSeq} <= ${t.lastSeq}`,
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    seq: integer('seq').notNull(),
    sender: text('sender', { enum: ['user', 'staff', 'system'] }).notNull(),
    staffId: uuid('staff_id').references(() => staffUsers.id),
    text: text('text'),
    imageId: uuid('image_id'),
    /** An internal note between staff: never shown or mailed to the person. */
    note: boolean('note').notNull().default(false),
    clientMsgId: text('client_msg_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_key').on(t.conversationId, t.clientMsgId),
    check('chat_messages_content', sql`${t.text} IS NOT NULL OR ${t.imageId} IS NOT NULL`),
  ],
);
