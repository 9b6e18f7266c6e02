import { endpoint } from '../endpoint.js';
import {
  adminChatAssignBody,
  adminChatDetailSchema,
  adminChatIdParams,
  adminChatItemSchema,
  adminChatQueueQuery,
  adminChatQueueSchema,
  adminChatSendBody,
  cannedRepliesSchema,
  chatConversationSchema,
  chatEmailBody,
  chatMessageSchema,
  chatMessagesQuery,
  chatMessagesResultSchema,
  chatRateBody,
  chatReadBody,
  openChatBody,
  openChatResultSchema,
  sendChatBody,
} from '../chat.js';

const who =
  'Called by a signed-in user (authorization) or a visitor (the `x-chat-visitor` header with the token `openChat` gave); neither → 401.';

/**
 * Customer-service chat (issue 17), under /swx/customer/chat; the staff console under
 * /swx/admin/chat (support role). Live delivery: /websocket/chat and /websocket/admin/chat.
 * Not JSON and declared in the route file: POST /swx/customer/chat/upload (an image, the body's
 * bytes; checked by content and re-encoded) and GET /swx/customer/chat/image/:conversationId/:id.
 */
export const chatEndpoints = {
  openChat: endpoint({
    method: 'POST',
    path: '/swx/customer/chat/open',
    access: 'public',
    tags: ['chat'],
    description:
      'Opens (or continues) the caller’s conversation: a signed-in user’s open one, a visitor’s by the token they keep, or a new one (a visitor gets a new token). Also says whether staff are in now and when they return.',
    body: openChatBody,
    result: openChatResultSchema,
  }),
  listChatMessages: endpoint({
    method: 'GET',
    path: '/swx/customer/chat/messages',
    access: 'public',
    tags: ['chat'],
    description: `The caller’s conversation and its messages after \`after\` (the highest seq the client has), oldest first; the way to catch up after any disconnection. ${who}`,
    query: chatMessagesQuery,
    result: chatMessagesResultSchema,
  }),
  sendChat: endpoint({
    method: 'POST',
    path: '/swx/customer/chat/send',
    access: 'public',
    tags: ['chat'],
    description: `Sends text (plain, up to 2,000 characters) and/or an uploaded image. Idempotent by \`clientMsgId\`: a resend returns the stored message with its seq. At most 20 messages a minute (429). Opens a new conversation if the last one was closed. ${who}`,
    body: sendChatBody,
    result: chatMessageSchema,
  }),
  readChat: endpoint({
    method: 'POST',
    path: '/swx/customer/chat/read',
    access: 'public',
    tags: ['chat'],
    description: `Marks the conversation read up to \`seq\` (a read receipt staff see). ${who}`,
    body: chatReadBody,
    result: chatConversationSchema,
  }),
  closeChat: endpoint({
    method: 'POST',
    path: '/swx/customer/chat/close',
    access: 'public',
    tags: ['chat'],
    description: `Ends the conversation (then it may be rated once). ${who}`,
    result: chatConversationSchema,
  }),
  rateChat: endpoint({
    method: 'POST',
    path: '/swx/customer/chat/rate',
    access: 'public',
    tags: ['chat'],
    description: `Rates the last closed conversation 1–5, once (409 after). ${who}`,
    body: chatRateBody,
    result: chatConversationSchema,
  }),
  setChatEmail: endpoint({
    method: 'POST',
    path: '/swx/customer/chat/email',
    access: 'public',
    tags: ['chat'],
    description: `A visitor leaves an e-mail address: replies they have not read and the transcript go there (an account’s own e-mail is used otherwise). ${who}`,
    body: chatEmailBody,
    result: chatConversationSchema,
  }),
  adminChatQueue: endpoint({
    method: 'GET',
    path: '/swx/admin/chat/conversations',
    access: 'staff',
    staffRoles: ['support'],
    tags: ['admin', 'chat'],
    description:
      'The conversations, open (oldest waiting first) or closed (newest first), with the last message, what staff have not read and who looks after each.',
    query: adminChatQueueQuery,
    result: adminChatQueueSchema,
  }),
  adminChatDetail: endpoint({
    method: 'GET',
    path: '/swx/admin/chat/conversations/:id',
    access: 'staff',
    staffRoles: ['support'],
    tags: ['admin', 'chat'],
    description:
      'One conversation with every message (internal notes included) and, for a user, their context read-only: KYC, balances, recent orders, deposits, withdrawals, open loans. Audited.',
    params: adminChatIdParams,
    result: adminChatDetailSchema,
  }),
  adminChatSend: endpoint({
    method: 'POST',
    path: '/swx/admin/chat/conversations/:id/send',
    access: 'staff',
    staffRoles: ['support'],
    tags: ['admin', 'chat'],
    description:
      'A reply (or, with `note`, an internal note the person never sees). Idempotent by `clientMsgId`. A reply the person has not read within 2 minutes is e-mailed to them. Audited.',
    params: adminChatIdParams,
    body: adminChatSendBody,
    result: chatMessageSchema,
  }),
  adminChatAssign: endpoint({
    method: 'POST',
    path: '/swx/admin/chat/conversations/:id/assign',
    access: 'staff',
    staffRoles: ['support'],
    tags: ['admin', 'chat'],
    description:
      'Assigns the conversation to a staff member (the caller when `staffId` is null). Audited.',
    params: adminChatIdParams,
    body: adminChatAssignBody,
    result: adminChatItemSchema,
  }),
  adminChatRead: endpoint({
    method: 'POST',
    path: '/swx/admin/chat/conversations/:id/read',
    access: 'staff',
    staffRoles: ['support'],
    tags: ['admin', 'chat'],
    description: 'Marks the person’s messages read up to `seq` (they see the receipt).',
    params: adminChatIdParams,
    body: chatReadBody,
    result: adminChatItemSchema,
  }),
  adminChatClose: endpoint({
    method: 'POST',
    path: '/swx/admin/chat/conversations/:id/close',
    access: 'staff',
    staffRoles: ['support'],
    tags: ['admin', 'chat'],
    description:
      'Closes the conversation (the person may rate it; the transcript is e-mailed when it ran outside business hours). Audited.',
    params: adminChatIdParams,
    result: adminChatItemSchema,
  }),
  adminCannedReplies: endpoint({
    method: 'GET',
    path: '/swx/admin/chat/canned',
    access: 'staff',
    staffRoles: ['support'],
    tags: ['admin', 'chat'],
    description: 'Canned replies, each in the 11 languages.',
    result: cannedRepliesSchema,
  }),
};
