import { and, eq } from 'drizzle-orm';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { notFound, tooManyRequests } from '../../lib/app-error.js';
import { getSetting } from '../settings/get-setting.js';
import { sanitizeImage } from '../uploads/sanitize-image.js';
import { readStoredImage, type StoredImage } from '../uploads/stored-image.js';
import { storeUpload } from '../uploads/store-upload.js';
import { getUploadLimits } from '../uploads/upload-limits.js';
import { isUploadId } from '../uploads/upload-ownership.js';
import { ownedBy, type ChatParty } from './chat-party.js';

/** Who sends or views a chat image: a person of the conversation, or staff. */
export type ChatViewer = { kind: 'party'; party: ChatParty } | { kind: 'staff'; staffId: string };

const ownerOf = (viewer: ChatViewer) =>
  viewer.kind === 'staff'
    ? { kind: 'staff' as const, id: viewer.staffId }
    : viewer.party.kind === 'user'
      ? { kind: 'user' as const, id: viewer.party.userId }
      : { kind: 'visitor' as const, id: viewer.party.visitorId };

/**
 * An image for the chat, through the upload pipeline: checked by content, re-encoded without
 * metadata, stored with its owner (user, visitor or staff), within the hourly allowance.
 */
export async function uploadChatImage(deps: Deps, viewer: ChatViewer, body: Buffer) {
  const owner = ownerOf(viewer);
  const allowance = await getSetting(deps.db, 'uploads.perUserPerHour');
  const hit = await deps.rateLimiter.hit(`upload:${owner.kind}:${owner.id}`, allowance, 3_600_000);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
  const image = await sanitizeImage(body, await getUploadLimits(deps.db));
  const stored = await storeUpload(deps.db, owner.id, 'chat_image', image, owner.kind);
  return { id: stored.id };
}

/**
 * An image sent in a conversation, to its people and staff only: the image must be in one of the
 * conversation's messages (a person never sees a note's). 404 for anything else, alike.
 */
export async function readChatImage(
  deps: Pick<Deps, 'db'>,
  viewer: ChatViewer,
  conversationId: number,
  uploadId: string,
): Promise<StoredImage> {
  if (!isUploadId(uploadId)) throw notFound();
  const [found] = await deps.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.imageId, uploadId),
        viewer.kind === 'party'
          ? and(ownedBy(viewer.party), eq(chatMessages.note, false))
          : undefined,
      ),
    )
    .limit(1);
  if (!found) throw notFound();
  const image = await readStoredImage(deps.db, uploadId);
  if (!image) throw notFound();
  return image;
}
