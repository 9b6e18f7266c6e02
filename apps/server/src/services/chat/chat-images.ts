import { and, eq } from 'drizzle-orm';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { uploadImage } from '../uploads/upload-image.js';
import { readStoredImage, type StoredImage } from '../uploads/stored-image.js';
import { isUploadId, type UploadOwner } from '../uploads/upload-ownership.js';
import { ownedBy, uploadOwnerOf, type ChatParty } from './chat-party.js';

/** Who sends or views a chat image: a person of the conversation, or staff. */
export type ChatViewer = { kind: 'party'; party: ChatParty } | { kind: 'staff'; staffId: string };

const ownerOf = (viewer: ChatViewer): UploadOwner =>
  viewer.kind === 'staff' ? { kind: 'staff', id: viewer.staffId } : uploadOwnerOf(viewer.party);

/** An image for the chat, through the upload pipeline (checked, re-encoded, within the allowance). */
export async function uploadChatImage(deps: Deps, viewer: ChatViewer, body: Buffer) {
  const stored = await uploadImage(deps, ownerOf(viewer), 'chat_image', body);
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
