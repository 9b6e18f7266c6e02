import { z } from 'zod';
import { amountString } from './common.js';

/**
 * Customer-service chat (issue 17, PRODUCT §10): a person — a visitor before signing in, or a
 * user — and staff. Every conversation numbers its messages (`seq` 1, 2, 3, … with no gap); a
 * client keeps the highest `seq` it has and asks for what came after it on every (re)connect, so
 * nothing is lost when a socket, a server process or Redis goes away. Sending is idempotent by the
 * sender's `clientMsgId`: a resend returns the stored message, never a second one.
 *
 * A visitor is identified by the `visitorToken` the open call returns (kept in the page's
 * storage), sent as the `x-chat-visitor` header (HTTP) or in the socket's auth message; signing in
 * or registering with it joins the conversation to the account.
 */
export const CHAT_VISITOR_HEADER = 'x-chat-visitor';
export const CHAT_SOCKET_PATH = '/websocket/chat';
export const ADMIN_CHAT_SOCKET_PATH = '/websocket/admin/chat';
export const CHAT_TEXT_MAX = 2000;

export const chatSenderSchema = z.enum(['user', 'staff', 'system']);

export const chatMessageSchema = z.object({
  conversationId: z.number().int(),
  seq: z.number().int().positive(),
  sender: chatSenderSchema,
  /** Staff replies: the staff member's display name; null otherwise. */
  staffName: z.string().nullable(),
  /** Text (plain; the client renders it as text, never as HTML); null for an image alone. */
  text: z.string().nullable(),
  /** An attached image: GET /swx/customer/chat/image/:conversationId/:uploadId (participants and staff). */
  imageId: z.string().uuid().nullable(),
  /** Staff only: an internal note the person never sees. */
  note: z.boolean(),
  clientMsgId: z.string(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const businessHoursSchema = z.object({
  /** Whether staff are in now. */
  open: z.boolean(),
  /** When they are next in (epoch ms), when closed now. */
  nextOpenAt: z.number().int().nullable(),
  /** The setting as written, e.g. "1-5 08:00-20:00" (UTC). */
  schedule: z.string(),
});

export const chatConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'closed']),
  /** The highest seq in the conversation (0 before the first message). */
  lastSeq: z.number().int().nonnegative(),
  /** The highest seq the person has read, and the highest staff have read. */
  userReadSeq: z.number().int().nonnegative(),
  staffReadSeq: z.number().int().nonnegative(),
  /** Replies from staff the person has not read. */
  unread: z.number().int().nonnegative(),
  /** The staff member looking after it (display name), if any. */
  assignedTo: z.string().nullable(),
  /** 1–5 after closing, once. */
  rating: z.number().int().min(1).max(5).nullable(),
  /** Where transcripts and replies outside business hours go: the account's e-mail, or the one a visitor left. */
  email: z.string().nullable(),
  /** Whether it belongs to an account (false: a visitor's). */
  signedIn: z.boolean(),
  createdAt: z.number().int(),
  closedAt: z.number().int().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const openChatBody = z.object({
  /** A visitor's token from an earlier open (continue that conversation). */
  visitorToken: z.string().max(200).optional(),
});

export const openChatResultSchema = z.object({
  conversation: chatConversationSchema,
  /** Set for a visitor: keep it (page storage) and send it with every call. */
  visitorToken: z.string().nullable(),
  hours: businessHoursSchema,
});

export const chatMessagesQuery = z.object({
  /** Messages with seq above this (0: from the start). */
  after: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const chatMessagesResultSchema = z.object({
  conversation: chatConversationSchema,
  messages: z.array(chatMessageSchema),
  /** Whether more messages follow the last one returned (ask again with its seq). */
  more: z.boolean(),
});

export const sendChatBody = z
  .object({
    /** The sender's own id for this message (a UUID): a resend with it returns the stored one. */
    clientMsgId: z.string().min(8).max(64),
    text: z.string().trim().max(CHAT_TEXT_MAX).optional(),
    /** An upload with purpose chat_image (POST /swx/customer/chat/upload). */
    imageId: z.string().uuid().optional(),
  })
  .refine((b) => (b.text !== undefined && b.text.length > 0) || b.imageId !== undefined, {
    message: 'text or imageId',
    path: ['text'],
  });

export const chatReadBody = z.object({ seq: z.number().int().nonnegative() });
export const chatRateBody = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).optional(),
});
export const chatEmailBody = z.object({ email: z.string().trim().email().max(254) });

export const chatUploadResultSchema = z.object({ id: z.string().uuid() });

/** Socket messages, both ways (JSON text frames). */
export const chatSocketClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('auth'),
    /** A user's session token, or a visitor's token. */
    token: z.string().max(200).optional(),
    visitorToken: z.string().max(200).optional(),
    /** The highest seq the client has: everything after it is sent first. */
    after: z.number().int().nonnegative(),
  }),
  z.object({ type: z.literal('typing') }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatSocketClientMessage = z.infer<typeof chatSocketClientMessage>;

export type ChatSocketServerMessage =
  | { type: 'ready'; conversation: ChatConversation }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; side: 'user' | 'staff'; seq: number }
  | { type: 'typing'; side: 'user' | 'staff' }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'pong' }
  | { type: 'error'; code: number };

// Back office (support role).

export const adminChatQueueQuery = z.object({
  status: z.enum(['open', 'closed']).default('open'),
  /**
   * Only the caller's (assigned to them). `true` or `false` in the query string (not coerced:
   * any non-empty string, "false" too, would be true).
   */
  mine: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((value) => value === true || value === 'true'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminChatItemSchema = chatConversationSchema.extend({
  /** The person: username for an account, "Visitor #id" otherwise. */
  person: z.string(),
  userId: z.string().uuid().nullable(),
  language: z.string(),
  /** Messages from the person staff have not read. */
  staffUnread: z.number().int().nonnegative(),
  lastMessage: chatMessageSchema.nullable(),
  assignedStaffId: z.string().uuid().nullable(),
});
export type AdminChatItem = z.infer<typeof adminChatItemSchema>;

export const adminChatQueueSchema = z.object({
  items: z.array(adminChatItemSchema),
  total: z.number().int(),
});

/** The user's context beside the chat: read-only. */
export const chatUserContextSchema = z.object({
  userId: z.string().uuid(),
  username: z.string(),
  email: z.string().nullable(),
  kycStatus: z.string(),
  creditPoints: z.number().int(),
  createdAt: z.number().int(),
  balances: z.array(
    z.object({
      book: z.enum(['demo', 'real']),
      asset: z.string(),
      available: amountString,
      frozen: amountString,
    }),
  ),
  recentOrders: z.array(
    z.object({
      kind: z.enum(['spot', 'margin']),
      id: z.number().int(),
      book: z.enum(['demo', 'real']),
      code: z.string(),
      side: z.string(),
      status: z.string(),
      amount: z.string(),
      createdAt: z.number().int(),
    }),
  ),
  deposits: z.array(
    z.object({
      id: z.number().int(),
      asset: z.string(),
      amount: amountString,
      status: z.string(),
      createdAt: z.number().int(),
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.number().int(),
      asset: z.string(),
      amount: amountString,
      status: z.string(),
      createdAt: z.number().int(),
    }),
  ),
  openLoans: z.array(
    z.object({
      id: z.number().int(),
      principal: amountString,
      status: z.string(),
      dueAt: z.number().int().nullable(),
    }),
  ),
});

export const adminChatDetailSchema = z.object({
  conversation: adminChatItemSchema,
  messages: z.array(chatMessageSchema),
  /** Null for a visitor. */
  context: chatUserContextSchema.nullable(),
});

export const adminChatIdParams = z.object({ id: z.coerce.number().int().positive() });
export const adminChatSendBody = z
  .object({
    clientMsgId: z.string().min(8).max(64),
    text: z.string().trim().max(CHAT_TEXT_MAX).optional(),
    imageId: z.string().uuid().optional(),
    /** An internal note: staff only, never shown or mailed to the person. */
    note: z.boolean().default(false),
  })
  .refine((b) => (b.text !== undefined && b.text.length > 0) || b.imageId !== undefined, {
    message: 'text or imageId',
    path: ['text'],
  });
export const adminChatAssignBody = z.object({
  /** Null: take it yourself. */
  staffId: z.string().uuid().nullable().default(null),
});

export const cannedReplySchema = z.object({
  key: z.string(),
  /** The reply in each of the 11 languages (the console offers the conversation's). */
  texts: z.record(z.string(), z.string()),
});
export const cannedRepliesSchema = z.array(cannedReplySchema);

/** What the staff console sends on its socket: its staff token first, then typing and pings. */
export const adminChatSocketClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(200) }),
  z.object({ type: z.literal('typing'), conversationId: z.number().int().positive() }),
  z.object({ type: z.literal('ping') }),
]);
export type AdminChatSocketClientMessage = z.infer<typeof adminChatSocketClientMessage>;

/** Staff socket: every conversation's events (queue changes and messages), after staff auth. */
export type AdminChatSocketServerMessage =
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; conversationId: number; side: 'user' | 'staff'; seq: number }
  | { type: 'typing'; conversationId: number; side: 'user' | 'staff' }
  | { type: 'conversation'; conversation: AdminChatItem }
  | { type: 'pong' }
  | { type: 'error'; code: number };
